import type { ReactNode } from 'react';
import { cx } from './cx';

type BadgeTone = 'neutral' | 'new' | 'success' | 'danger' | 'warning';

/** A small label: a tag, a count, a state. */
export function Badge({ tone = 'neutral', className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return <span className={cx('badge', tone !== 'neutral' && `badge-${tone}`, className)}>{children}</span>;
}

const STATUS: Record<string, { tone: BadgeTone; label: string }> = {
  pending: { tone: 'warning', label: 'Pending' },
  approved: { tone: 'success', label: 'Approved' },
  declined: { tone: 'danger', label: 'Declined' },
  rejection: { tone: 'danger', label: 'Rejected' },
  approval: { tone: 'success', label: 'Approved' },
  open: { tone: 'success', label: 'Open' },
  closed: { tone: 'warning', label: 'Closed' },
};

/** The state of a request, campaign or notification, in its colour and words. */
export function StatusPill({ status, label, className }: { status: string; label?: string; className?: string }) {
  const known = STATUS[status] ?? { tone: 'neutral' as const, label: status };
  return (
    <Badge tone={known.tone} className={className}>
      {label ?? known.label}
    </Badge>
  );
}
