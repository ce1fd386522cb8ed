'use client';

import { toast } from 'sonner';
import { Spinner } from '@/components/ui/spinner';
import { NotificationItem } from '@/components/notifications/notification-item';
import { useNotifications } from '@/components/notifications/use-notifications';
import listStyles from '@/components/notifications/notifications.module.css';

/** The brand's in-app notifications (a creator asked to join), newest first. */
export function BrandInbox() {
  const { items, state, unread, marking, reload, markRead } = useNotifications('brand');

  async function markAll() {
    if (await markRead()) toast.success('All notifications marked as read');
    else toast.error('Could not mark notifications as read');
  }

  async function markOne(id: string) {
    if (!(await markRead([id]))) toast.error('Could not mark the notification as read');
  }

  return (
    <section className="card stack" aria-labelledby="brand-inbox-title">
      <div className={listStyles.toolbar}>
        <h2 id="brand-inbox-title">
          Recent activity {unread > 0 ? <span className="count-dot" aria-label={`${unread} unread`}>{unread}</span> : null}
        </h2>
        {state.kind === 'ready' && unread > 0 ? (
          <button type="button" className="btn btn-secondary btn-small" onClick={markAll} disabled={marking !== null} aria-busy={marking === 'all' || undefined}>
            {marking === 'all' ? 'Marking...' : 'Mark all as read'}
          </button>
        ) : null}
      </div>
      {state.kind === 'loading' ? <Spinner label="Loading activity..." /> : null}
      {state.kind === 'error' ? (
        <div className="stack" role="alert">
          <p className="form-error">Could not load your notifications: {state.message}</p>
          <div>
            <button type="button" className="btn btn-secondary btn-small" onClick={() => void reload()}>
              Try again
            </button>
          </div>
        </div>
      ) : null}
      {state.kind === 'ready' && items.length === 0 ? <p className="empty-state">No activity yet. Requests to join your campaigns show up here.</p> : null}
      {state.kind === 'ready' && items.length > 0 ? (
        <ul className={listStyles.list} aria-label="Recent activity">
          {items.map((n) => (
            <NotificationItem
              key={n._id}
              notification={n}
              label={n.type === 'request' ? 'Request' : n.type}
              tone="info"
              onMarkRead={() => void markOne(n._id)}
              busy={marking === n._id}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
