import type { Metadata } from 'next';
import Link from 'next/link';
import { ModerationSearchForm, moderationStyles as styles, ReasonAction, readModerationSearch } from '@/components/ops-moderation';
import { Badge, StatusPill } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { currentOperator } from '@/lib/ops';
import { searchCampaigns } from '@/lib/moderation';
import { formatDate } from '@/lib/client/dates';

export const metadata: Metadata = { title: 'Campaigns', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Operators: find a campaign by name, brand or id, and hide or restore it with a reason. */
export default async function OpsCampaignsPage({ searchParams }: Props) {
  await currentOperator();
  const { q, problem } = await readModerationSearch(searchParams);
  const { campaigns } = await searchCampaigns(q);
  return (
    <div className="stack">
      <h1>Campaigns</h1>
      <ModerationSearchForm action="/ops/campaigns" id="campaigns-q" label="Campaign, brand or id" q={q} problem={problem} />
      {campaigns.length === 0 ? (
        <EmptyState title={q ? `No campaigns match “${q}”` : 'No campaigns yet'}>Try part of its name or its brand’s.</EmptyState>
      ) : (
        <ul className={styles.list} aria-label={q ? `Campaigns matching ${q}` : 'Newest campaigns'}>
          {campaigns.map((c) => (
            <li key={c._id} className={`${styles.row} ${styles.campaign}`} data-campaign-id={c._id}>
              <div>
                <p className={styles.name}>{c.campaignName}</p>
                <p className="small muted">
                  <Link href={`/ops/accounts/brand/${c.brandId}`}>{c.brandName}</Link> · posted {formatDate(c.createdAt)}
                  {c.hidden || c.brandSuspended ? null : (
                    <>
                      {' · '}
                      <Link href={`/campaigns/${c._id}`}>Public page</Link>
                    </>
                  )}
                </p>
                <div className="row">
                  <StatusPill status={c.status} />
                  {c.hidden ? <Badge tone="danger">Hidden</Badge> : null}
                  {c.brandSuspended ? <Badge tone="warning">Brand suspended</Badge> : null}
                </div>
                {c.hidden ? <p className={`small ${styles.notice}`}>The reason: “{c.hiddenReason}”</p> : null}
              </div>
              <details className={styles.details}>
                <summary>
                  {c.hidden ? 'Restore' : 'Hide'}
                  <span className="visually-hidden"> {c.campaignName}</span>
                </summary>
                {c.hidden ? (
                  <ReasonAction
                    endpoint={`/api/ops/campaigns/${c._id}/restore`}
                    label="Restore"
                    busyLabel="Restoring..."
                    what={`restore ${c.campaignName}`}
                    variant="success"
                  />
                ) : (
                  <ReasonAction
                    endpoint={`/api/ops/campaigns/${c._id}/hide`}
                    label="Hide"
                    busyLabel="Hiding..."
                    what={`hide ${c.campaignName}`}
                    variant="danger"
                    hint="It leaves every list and its page answers that it was removed; its brand reads this reason."
                  />
                )}
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
