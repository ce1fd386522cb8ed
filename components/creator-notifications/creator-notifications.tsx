'use client';

import { toast } from 'sonner';
import { Spinner } from '@/components/ui/spinner';
import { NotificationItem } from '@/components/notifications/notification-item';
import { useNotifications } from '@/components/notifications/use-notifications';
import styles from '@/components/notifications/notifications.module.css';

/** The creator's notifications (spec §2 "Creator notifications"): approvals and rejections. */
export function CreatorNotifications() {
  const { items, state, unread, marking, reload, markRead } = useNotifications('creator', {
    onLoaded: () => toast.success('Notifications fetched successfully'),
    onError: () => toast.error('Error fetching notifications'),
  });

  async function markOne(id: string) {
    if (!(await markRead([id]))) toast.error('Could not mark the notification as read');
  }

  async function markAll() {
    if (await markRead()) toast.success('All notifications marked as read');
    else toast.error('Could not mark notifications as read');
  }

  return (
    <section className="stack" aria-labelledby="creator-notifications-title">
      <div className={styles.toolbar}>
        <h1 id="creator-notifications-title">Notifications</h1>
        {state.kind === 'ready' && unread > 0 ? (
          <button type="button" className="btn btn-secondary btn-small" onClick={markAll} disabled={marking !== null} aria-busy={marking === 'all' || undefined}>
            {marking === 'all' ? 'Marking...' : 'Mark all as read'}
          </button>
        ) : null}
      </div>
      {state.kind === 'ready' && items.length > 0 ? (
        <p className="muted small" aria-live="polite">
          {unread > 0 ? `${unread} unread` : 'All caught up'}
        </p>
      ) : null}
      {state.kind === 'loading' ? <Spinner label="Loading notifications..." /> : null}
      {state.kind === 'error' ? (
        <div className="card stack" role="alert">
          <p className="form-error">Error fetching notifications</p>
          <div>
            <button type="button" className="btn btn-secondary btn-small" onClick={() => void reload()}>
              Try again
            </button>
          </div>
        </div>
      ) : null}
      {state.kind === 'ready' && items.length === 0 ? <p className="empty-state card">No notifications found</p> : null}
      {state.kind === 'ready' && items.length > 0 ? (
        <ul className={styles.list} aria-label="Your notifications">
          {items.map((n) => (
            <NotificationItem
              key={n._id}
              notification={n}
              // Spec §4: approval reads Approved, anything else Rejected.
              label={n.type === 'approval' ? 'Approved' : 'Rejected'}
              tone={n.type === 'approval' ? 'success' : 'danger'}
              onMarkRead={() => void markOne(n._id)}
              busy={marking === n._id}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
