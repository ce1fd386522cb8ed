import type { ReactNode } from 'react';
import { safeNext } from '@/lib/auth/schemas';
import styles from './auth.module.css';
import { HomeLink } from '@/components/site';

/** The `?next=` search parameter as a safe in-site path, or `fallback`. */
export function nextTarget(next: string | string[] | undefined, fallback: string): string {
  return safeNext(typeof next === 'string' ? next : undefined, fallback);
}

/** The shell of the sign-in pages: a centred card with the logo (linking home) and the page heading. */
export function AuthPage({ title, logoClassName = styles.logo, children }: { title: string; logoClassName?: string; children: ReactNode }) {
  return (
    <main id="main" className="auth-shell">
      <div className="card auth-card">
        <HomeLink className={`brand-title ${logoClassName}`}>
          Collab<span>Market</span>
        </HomeLink>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
