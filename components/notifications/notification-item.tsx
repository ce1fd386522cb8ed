import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';

import type { NotificationJson } from '@/lib/notifications/serialize';
import styles from './notifications.module.css';
import { When } from '@/components/ui/when';

type Props = {
  notification: NotificationJson;
  /** The type as people read it, e.g. "Approved". */
  label: string;
  tone: 'success' | 'danger' | 'info';
  /** Where this kind of notification is acted on (e.g. the invitations page), beside "View campaign". */
  link?: { href: string; label: string };
  onMarkRead?: () => void;
  busy?: boolean;
};

/** One in-app notification: unread ones are highlighted and can be marked read. */
export function NotificationItem({ notification: n, label, tone, link, onMarkRead, busy }: Props) {
  return (
    <li className={n.read ? styles.item : `${styles.item} ${styles.unread}`} data-testid="notification" data-read={n.read}>
      <span className={styles.dot} aria-hidden="true" />
      <div className={styles.body}>
        <div className={styles.meta}>
          <Badge tone={tone === 'info' ? 'neutral' : tone}>{label}</Badge>
          {!n.read ? <Badge tone="new">New</Badge> : null}
          <When at={n.date} />
        </div>
        <p className={styles.message}>{n.message}</p>
        <div className={styles.actions}>
          {link ? (
            <ButtonLink href={link.href} size="s">
              {link.label}
            </ButtonLink>
          ) : null}
          {n.campaignId && !n.collaborationId ? (
            <ButtonLink href={`/campaigns/${n.campaignId}`} variant="secondary" size="s">
              View campaign
            </ButtonLink>
          ) : null}
          {!n.read && onMarkRead ? (
            <Button variant="ghost" size="s" onClick={onMarkRead} busy={busy} busyLabel="Marking...">
              Mark as read
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
