import Link from 'next/link';
import { StatusPill } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { currentActor } from '@/lib/auth/current';

import { log } from '@/lib/log';
import { listMyRequests } from '@/lib/participation/queries';
import type { MyRequest, MyRequests } from '@/lib/participation/serialize';
import type { RequestStatus } from '@/models';
import { WithdrawButton } from './withdraw-button';
import styles from './my-requests-widget.module.css';
import { When } from '@/components/ui/when';

const SHOWN = 5;
const groups: { status: RequestStatus; title: string }[] = [
  { status: 'pending', title: 'Pending' },
  { status: 'approved', title: 'Approved' },
  { status: 'declined', title: 'Declined' },
];

function RequestItem({ r }: { r: MyRequest }) {
  return (
    <li className={styles.item}>
      <div>
        <Link href={`/campaigns/${r.campaign._id}`}>{r.campaign.campaignName}</Link>
        <p className="muted small">
          {r.campaign.brandName} · asked <When at={r.createdAt} />
          {r.decidedAt ? (
            <>
              {' '}
              · decided <When at={r.decidedAt} />
            </>
          ) : null}
          {r.campaign.status === 'closed' ? ' · campaign closed' : ''}
        </p>
      </div>
      <div className="row">
        {r.status === 'approved' ? (
          <ButtonLink href={`/creator/dashboard/collaborations/${r._id}`} variant="secondary" size="s">
            Open job<span className="visually-hidden"> for {r.campaign.campaignName}</span>
          </ButtonLink>
        ) : null}
        {r.status === 'pending' ? <WithdrawButton requestId={r._id} campaignName={r.campaign.campaignName} /> : null}
      </div>
    </li>
  );
}

/** The creator's participation requests, grouped pending / approved / declined, with counts and links. */
export async function MyRequestsWidget({ creatorId }: { creatorId?: string }) {
  const actor = creatorId ? { role: 'creator' as const, id: creatorId } : await currentActor('creator');
  if (!actor) return null;
  let data: MyRequests;
  try {
    data = await listMyRequests(actor);
  } catch (err) {
    log.error({ err: String(err) }, 'my requests widget failed');
    return (
      <section className="card stack" aria-labelledby="my-requests-title">
        <h2 id="my-requests-title">My requests</h2>
        <p className="form-error" role="alert">
          We could not load your requests right now. Please reload the page.
        </p>
      </section>
    );
  }
  const total = data.counts.pending + data.counts.approved + data.counts.declined;
  return (
    <section className="card stack" aria-labelledby="my-requests-title" data-testid="my-requests">
      <div className="spread">
        <h2 id="my-requests-title">My requests</h2>
        <ButtonLink href="/collaborate" variant="ghost" size="s" prefetch={false}>
          Browse campaigns
        </ButtonLink>
      </div>
      <dl className={styles.counts}>
        {groups.map((g) => (
          <div key={g.status} className={styles.count} data-testid={`count-${g.status}`}>
            <dt>{g.title}</dt>
            <dd>{data.counts[g.status]}</dd>
          </div>
        ))}
      </dl>
      {total === 0 ? (
        <EmptyState
          title="You have not asked to join a campaign yet."
          action={
            <ButtonLink href="/collaborate" prefetch={false}>
              Find campaigns to join
            </ButtonLink>
          }
        />
      ) : (
        groups.map((g) => {
          const list = data.requests.filter((r) => r.status === g.status);
          if (list.length === 0) return null;
          return (
            <div key={g.status} className={`stack ${styles.group}`} data-testid={`requests-${g.status}`}>
              <h3>
                <StatusPill status={g.status} label={g.title} /> <span className="muted small">({data.counts[g.status]})</span>
              </h3>
              <ul className={styles.list}>
                {list.slice(0, SHOWN).map((r) => (
                  <RequestItem key={r._id} r={r} />
                ))}
              </ul>
              {list.length > SHOWN ? (
                <details className={styles.more}>
                  <summary>Show {list.length - SHOWN} more</summary>
                  <ul className={styles.list}>
                    {list.slice(SHOWN).map((r) => (
                      <RequestItem key={r._id} r={r} />
                    ))}
                  </ul>
                </details>
              ) : null}
            </div>
          );
        })
      )}
    </section>
  );
}
