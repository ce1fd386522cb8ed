import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { NotificationJson } from '@/lib/notifications/serialize';
import { NotificationItem } from './notification-item';

/** "Mark all as read" (busy while any mark is in flight). */
export function MarkAllButton({ marking, onClick }: { marking: string | null; onClick: () => void }) {
  return (
    <Button variant="secondary" size="s" onClick={onClick} disabled={marking !== null} busy={marking === 'all'} busyLabel="Marking...">
      Mark all as read
    </Button>
  );
}

/** The list's load error with a "Try again" button. */
export function NotificationsError({ className, onRetry, children }: { className: string; onRetry: () => void; children: ReactNode }) {
  return (
    <div className={className} role="alert">
      <p className="form-error">{children}</p>
      <div>
        <Button variant="secondary" size="s" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </div>
  );
}

type ListProps = {
  /** Whose notifications: a step of a collaboration leads to that role's page of it. */
  role: 'brand' | 'creator';
  items: NotificationJson[];
  label: string;
  /** The type as people read it and its badge tone. */
  describe: (n: NotificationJson) => { label: string; tone: 'success' | 'danger' | 'info'; link?: { href: string; label: string } };
  marking: string | null;
  onMarkOne: (id: string) => void;
};

/** The notifications, each markable as read. */
export function NotificationList({ role, items, label, describe, marking, onMarkOne }: ListProps) {
  return (
    <ul className="list-column" aria-label={label}>
      {items.map((n) => {
        const shown = describe(n);
        // A step of a collaboration is acted on in the collaboration, not on the public campaign page.
        const link =
          shown.link ?? (n.collaborationId ? { href: `/${role}/dashboard/collaborations/${n.collaborationId}`, label: 'Open collaboration' } : undefined);
        return <NotificationItem key={n._id} notification={n} {...shown} link={link} onMarkRead={() => onMarkOne(n._id)} busy={marking === n._id} />;
      })}
    </ul>
  );
}
