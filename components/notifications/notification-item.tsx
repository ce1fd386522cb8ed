import Link from 'next/link';
import { formatDate } from '@/lib/client/format';
import type { NotificationJson } from '@/lib/notifications/serialize';
import styles from './notifications.module.css';

type Props = {
  notification: NotificationJson;
  /** The type as people read it, e.g. "Approved". */
  label: string;
  tone: 'success' | 'danger' | 'info';
  onMarkRead?: () => void;
  busy?: boolean;
};

/** One in-app notification: unread ones are highlighted and can be marked read. */
export function NotificationItem({ notification: n, label, tone, onMarkRead, busy }: Props) {
  const badge = tone === 'success' ? 'badge badge-success' : tone === 'danger' ? 'badge badge-danger' : 'badge';
  return (
    <li className={n.read ? styles.item : `${styles.item} ${styles.unread}`} data-testid="notification" data-read={n.read}>
      <span className={styles.dot} aria-hidden="true" />
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={badge}>{label}</span>
          {!n.read ? <span className="badge badge-new">New</span> : null}
          <time dateTime={n.date}>{formatDate(n.date)}</time>
        </div>
        <p className={styles.message}>{n.message}</p>
        <div className={styles.actions}>
          {n.campaignId ? (
            <Link href={`/campaigns/${n.campaignId}`} className="btn btn-secondary btn-small">
              View campaign
            </Link>
          ) : null}
          {!n.read && onMarkRead ? (
            <button type="button" className="btn btn-ghost btn-small" onClick={onMarkRead} disabled={busy} aria-busy={busy || undefined}>
              {busy ? 'Marking...' : 'Mark as read'}
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
