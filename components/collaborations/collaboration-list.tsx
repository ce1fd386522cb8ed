import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { UploadImage } from '@/components/ui/upload-image';
import { initialsOf, mediaUrl } from '@/lib/client/format';
import { NEXT_STEP, ORDER_NEXT_STEP, STATUS_FILTERS, STATUS_LABEL } from '@/lib/collaborations/messages';
import type { CollaborationPage } from '@/lib/collaborations/serialize';
import type { CollaborationStatus, Role } from '@/models';
import { CollaborationStatusPill } from './status';
import styles from './collaborations.module.css';
import { When } from '@/components/ui/when';

type Props = { role: Role; page: CollaborationPage; status?: CollaborationStatus; unread?: boolean; after?: boolean };

/** The signed-in side's collaborations: the other party, the status, the next step and unread messages. */
export function CollaborationList({ role, page, status, unread = false, after }: Props) {
  const base = `/${role}/dashboard/collaborations`;
  // One filter at a time: unread messages (the dashboard's Messages) or a status.
  const filter: Record<string, string> = unread ? { unread: '1' } : status ? { status } : {};
  const filtered = (extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({ ...filter, ...extra }).toString();
    return query ? `${base}?${query}` : base;
  };
  return (
    <section className="stack" aria-labelledby="collaborations-title">
      <div className={styles.toolbar}>
        <h1 id="collaborations-title">{unread ? 'Messages' : 'Collaborations'}</h1>
        {unread ? <p className="muted">The collaborations with messages you have not read yet.</p> : null}
      </div>
      <nav aria-label="Filter by status">
        <ul className={styles.filters}>
          <li>
            <Link href={base} className={styles.filter} aria-current={!status && !unread ? 'page' : undefined}>
              All
            </Link>
          </li>
          <li>
            <Link href={`${base}?unread=1`} className={styles.filter} aria-current={unread ? 'page' : undefined}>
              Unread messages
            </Link>
          </li>
          {STATUS_FILTERS.map((s) => (
            <li key={s}>
              <Link href={`${base}?status=${s}`} className={styles.filter} aria-current={status === s ? 'page' : undefined}>
                {STATUS_LABEL[s]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {page.collaborations.length === 0 && unread ? (
        <EmptyState
          title="No unread messages"
          action={
            <ButtonLink href={base} variant="secondary">
              All collaborations
            </ButtonLink>
          }
        >
          {role === 'creator'
            ? 'When a brand writes to you, the collaboration shows here until you read it.'
            : 'When a creator writes to you, the collaboration shows here until you read it.'}
        </EmptyState>
      ) : page.collaborations.length === 0 ? (
        <EmptyState
          title={status ? `No collaborations are ${STATUS_LABEL[status].toLowerCase()}` : 'No collaborations yet'}
          action={
            role === 'creator' ? (
              <ButtonLink href="/collaborate" prefetch={false}>
                Find campaigns
              </ButtonLink>
            ) : (
              <ButtonLink href="/brand/dashboard/campaign-setting/new">Post a campaign</ButtonLink>
            )
          }
        >
          {role === 'creator'
            ? 'Ask to join a campaign: the job, its messages and your content live here.'
            : 'When creators ask to join your campaigns, each job and its messages live here.'}
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label="Your collaborations">
          {page.collaborations.map((c) => {
            const party =
              role === 'brand' ? { name: c.creator.name, picture: c.creator.profilePicture } : { name: c.brand.brandName, picture: c.brand.brandLogo };
            const photo = mediaUrl(party.picture);
            return (
              <li key={c._id}>
                <Link href={`${base}/${c._id}`} className={`card ${styles.item}`} data-testid="collaboration-row">
                  {photo ? (
                    <UploadImage src={photo} alt="" width={48} height={48} className="avatar" />
                  ) : (
                    <span className="avatar" aria-hidden="true">
                      {initialsOf(party.name)}
                    </span>
                  )}
                  <span className={styles.itemText}>
                    <span className={styles.itemTitle}>{c.campaign.campaignName}</span>
                    <span className={`muted small ${styles.itemMeta}`}>
                      {party.name} · {c.order && c.status === 'requested' ? ORDER_NEXT_STEP[role] : NEXT_STEP[c.status][role]}
                    </span>
                  </span>
                  <span className={styles.itemEnd}>
                    <CollaborationStatusPill status={c.status} />
                    {c.unread > 0 ? (
                      <Badge tone="new">
                        {c.unread} unread<span className="visually-hidden"> {c.unread === 1 ? 'message' : 'messages'}</span>
                      </Badge>
                    ) : null}
                    <span className="muted small">
                      <When at={c.updatedAt} />
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {page.nextCursor || after ? (
        <nav aria-label="More collaborations" className="row">
          {after ? (
            <ButtonLink href={filtered()} variant="secondary" size="s">
              Newest
            </ButtonLink>
          ) : null}
          {page.nextCursor ? (
            <ButtonLink href={filtered({ after: page.nextCursor })} variant="secondary" size="s">
              Older
            </ButtonLink>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
