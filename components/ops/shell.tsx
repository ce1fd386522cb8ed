import Link from 'next/link';
import type { ReactNode } from 'react';
import { OPS_NAV } from '@/lib/ops/nav';
import { OpsNavLinks } from './nav-links';
import { OpsSignOut } from './sign-out';
import { StepUpProvider } from './step-up';
import opsStyles from './ops.module.css';

/** The console's frame: a header (who is signed in, sign out), the sections from lib/ops/nav.ts, the page. */
export function OpsShell({ email, children }: { email: string; children: ReactNode }) {
  return (
    <StepUpProvider>
      <header className={opsStyles.header}>
        <div className={`container ${opsStyles.headerRow}`}>
          <div className={opsStyles.who}>
            <Link href="/ops" className="brand-title">
              Collab<span>Market</span>
            </Link>
            <span className={opsStyles.tag}>ops</span>
          </div>
          <div className={opsStyles.who}>
            <span className={`muted ${opsStyles.email}`}>{email}</span>
            <OpsSignOut />
          </div>
        </div>
        <nav aria-label="Console" className="container">
          <OpsNavLinks items={OPS_NAV} />
        </nav>
      </header>
      <main id="main" className={`container ${opsStyles.main}`}>
        {children}
      </main>
    </StepUpProvider>
  );
}
