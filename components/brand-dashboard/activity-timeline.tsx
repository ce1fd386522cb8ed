import Link from 'next/link';
import type { ActivityItem } from '@/lib/brands/activity';
import styles from './dashboard.module.css';
import { ButtonLink } from '@/components/ui/button-link';
import { When } from '@/components/ui/when';

function describe(item: ActivityItem): { icon: string; kind?: string; text: React.ReactNode } {
  const campaign = <strong>“{item.campaignName}”</strong>;
  if (item.kind === 'campaign_created') return { icon: '★', text: <>You created the campaign {campaign}</> };
  const creator = <Link href={`/creators/${item.creatorId}`}>{item.creatorName}</Link>;
  if (item.kind === 'request_received') {
    return {
      icon: '✉',
      text: (
        <>
          {creator} asked to join {campaign}
          {item.status === 'pending' ? (
            <>
              {' '}
              · <Link href="/brand/dashboard/notifications">Review</Link>
            </>
          ) : null}
        </>
      ),
    };
  }
  return {
    icon: item.decision === 'approved' ? '✓' : '✕',
    kind: item.decision,
    text: (
      <>
        You {item.decision} {creator} for {campaign}
      </>
    ),
  };
}

/** The brand's real recent activity, newest first, with an empty state for a new account. */
export function ActivityTimeline({ items }: { items: ActivityItem[] }) {
  return (
    <section className="card" aria-labelledby="activity-title">
      <h2 id="activity-title">Recent activity</h2>
      {items.length === 0 ? (
        <div className="empty-state">
          <p>No activity yet.</p>
          <p className="small">Create your first campaign; creators&apos; requests and your decisions will show up here.</p>
          <ButtonLink href="/brand/dashboard/campaign-setting/new" variant="secondary" size="s">
            Create a campaign
          </ButtonLink>
        </div>
      ) : (
        <ol className={styles.timeline}>
          {items.map((item) => {
            const { icon, kind, text } = describe(item);
            return (
              <li key={`${item.kind}-${item.campaignId}-${'creatorId' in item ? item.creatorId : ''}-${item.at}`} className={styles.item}>
                <span className={styles.icon} data-kind={kind} aria-hidden="true">
                  {icon}
                </span>
                <div>
                  <p className={styles.text}>{text}</p>
                  <When at={item.at} className={styles.time} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
