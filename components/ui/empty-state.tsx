import type { ReactNode } from 'react';
import { cx } from './cx';

/** What a list shows when it has nothing: a title, a line of help and an optional next step. */
export function EmptyState({ title, children, action, className }: { title: ReactNode; children?: ReactNode; action?: ReactNode; className?: string }) {
  return (
    <div className={cx('empty-state', className)} role="status">
      <p className="empty-state-title">{title}</p>
      {children ? <p className="muted">{children}</p> : null}
      {action ?? null}
    </div>
  );
}
