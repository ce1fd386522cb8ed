'use client';

import { toast } from '@/components/ui/toast';
import { loadedToast } from '@/components/ui/loaded-toast';
import { Spinner } from '@/components/ui/spinner';
import { MarkAllButton, NotificationList, NotificationsError } from '@/components/notifications';
import { useNotifications } from '@/components/notifications';
import { notificationsStyles as styles } from '@/components/notifications';
import { DESTINATION_CHANGED } from '@/lib/collaborations/messages';
import { REPORT_OUTCOME_TYPE } from '@/lib/flags/messages';

/** The creator's notifications (spec §2 "Creator notifications"): approvals and rejections. */
export function CreatorNotifications() {
  const { items, state, unread, marking, reload, markAll, markOne } = useNotifications('creator', {
    onLoaded: () => loadedToast('Notifications fetched successfully'),
    onError: () => toast.error('Error fetching notifications'),
  });

  return (
    <section className="stack" aria-labelledby="creator-notifications-title">
      <div className={styles.toolbar}>
        <h1 id="creator-notifications-title">Notifications</h1>
        {state.kind === 'ready' && unread > 0 ? <MarkAllButton marking={marking} onClick={markAll} /> : null}
      </div>
      {state.kind === 'ready' && items.length > 0 ? (
        <p className="muted small" aria-live="polite">
          {unread > 0 ? `${unread} unread` : 'All caught up'}
        </p>
      ) : null}
      {state.kind === 'loading' ? <Spinner label="Loading notifications..." /> : null}
      {state.kind === 'error' ? (
        <NotificationsError className="card stack" onRetry={() => void reload()}>
          Error fetching notifications
        </NotificationsError>
      ) : null}
      {state.kind === 'ready' && items.length === 0 ? <p className="empty-state card">No notifications found</p> : null}
      {state.kind === 'ready' && items.length > 0 ? (
        <NotificationList
          role="creator"
          items={items}
          label="Your notifications"
          // Spec §4: approval reads Approved, a rejection Rejected; an invitation links to the invitations page; any other kind is an update.
          describe={(n) =>
            n.type === 'approval'
              ? { label: 'Approved', tone: 'success' }
              : n.type === 'rejection'
                ? { label: 'Rejected', tone: 'danger' }
                : n.type === DESTINATION_CHANGED
                  ? { label: 'Link changed', tone: 'danger' }
                  : n.type === 'invitation'
                    ? { label: 'Invitation', tone: 'info', link: { href: '/creator/dashboard/invitations', label: 'See invitation' } }
                    : n.type === REPORT_OUTCOME_TYPE
                      ? { label: 'Your report', tone: 'info' }
                      : { label: 'Update', tone: 'info' }
          }
          marking={marking}
          onMarkOne={(id) => void markOne(id)}
        />
      ) : null}
    </section>
  );
}
