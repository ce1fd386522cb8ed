'use client';

import { Spinner } from '@/components/ui/spinner';
import { MarkAllButton, NotificationList, NotificationsError } from '@/components/notifications';
import { useNotifications } from '@/components/notifications';
import { notificationsStyles as listStyles } from '@/components/notifications';
import { REPORT_OUTCOME_TYPE } from '@/lib/flags/messages';

/** The brand's in-app notifications (a creator asked to join), newest first. */
export function BrandInbox() {
  const { items, state, unread, marking, reload, markAll, markOne } = useNotifications('brand');

  return (
    <section className="card stack" aria-labelledby="brand-inbox-title">
      <div className={listStyles.toolbar}>
        <h2 id="brand-inbox-title">
          Recent activity{' '}
          {unread > 0 ? (
            <span className="count-dot" aria-label={`${unread} unread`}>
              {unread}
            </span>
          ) : null}
        </h2>
        {state.kind === 'ready' && unread > 0 ? <MarkAllButton marking={marking} onClick={markAll} /> : null}
      </div>
      {state.kind === 'loading' ? <Spinner label="Loading activity..." /> : null}
      {state.kind === 'error' ? (
        <NotificationsError className="stack" onRetry={() => void reload()}>
          Could not load your notifications: {state.message}
        </NotificationsError>
      ) : null}
      {state.kind === 'ready' && items.length === 0 ? <p className="empty-state">No activity yet. Requests to join your campaigns show up here.</p> : null}
      {state.kind === 'ready' && items.length > 0 ? (
        <NotificationList
          role="brand"
          items={items}
          label="Recent activity"
          describe={(n) =>
            n.type === 'invitation' && n.campaignId
              ? { label: 'Invitation', tone: 'info', link: { href: `/brand/dashboard/campaign-setting/${n.campaignId}/invitations`, label: 'See invitations' } }
              : { label: n.type === 'request' ? 'Request' : n.type === REPORT_OUTCOME_TYPE ? 'Your report' : 'Update', tone: 'info' }
          }
          marking={marking}
          onMarkOne={(id) => void markOne(id)}
        />
      ) : null}
    </section>
  );
}
