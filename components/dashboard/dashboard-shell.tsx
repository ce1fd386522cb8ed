import type { ReactNode } from 'react';
import type { Role } from '@/models';
import { DashboardHeader } from './dashboard-header';
import { DashboardNav } from './dashboard-nav';
import type { BadgeKind } from './sections';

type Props = { role: Role; name: string; counts: Partial<Record<BadgeKind, number>>; children: ReactNode };

/** Both dashboards' frame: the header, the sections (sidebar or phone bottom bar) and the page. */
export function DashboardShell({ role, name, counts, children }: Props) {
  return (
    <>
      <DashboardHeader role={role} name={name} unread={counts.unreadNotifications} />
      <div className="dash-shell container">
        <DashboardNav role={role} counts={counts} />
        <main id="main" className="dash-main">
          {children}
        </main>
      </div>
    </>
  );
}
