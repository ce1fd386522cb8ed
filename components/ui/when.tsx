import { formatDate, formatDateTimeIst } from '@/lib/client/dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** "just now", "5 min ago", "2 h ago" within the last day; null for anything older (or in the future). */
export function formatRelative(at: string, now = Date.now()): string | null {
  const ago = now - new Date(at).getTime();
  if (!(ago >= -MINUTE) || ago >= 24 * HOUR) return null;
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  return `${Math.floor(ago / HOUR)} h ago`;
}

/**
 * A moment as people read it: "2 h ago" within the last day, its India day ("24 Nov 2026") after;
 * the exact India time ("24 Nov 2026, 1:35 pm IST") on hover and for assistive technology.
 * Rendered on the server and again in the browser a little later, so the relative text may differ.
 */
export function When({ at, className }: { at: string; className?: string }) {
  return (
    <time dateTime={at} title={formatDateTimeIst(at)} className={className} suppressHydrationWarning>
      {formatRelative(at) ?? formatDate(at)}
    </time>
  );
}
