'use client';

import { MenuLinks } from '@/components/site/page-link';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { refreshViewer } from '@/components/viewer';
import { toast } from '@/components/ui/toast';
import { signedInLinks } from './site-info';
import styles from './site.module.css';

type Role = 'brand' | 'creator';

/** A signed-in role's menu: its dashboard and the contacts as links, then Sign Out; `onDone` closes the menu. */
export function SignedInItems({ role, onDone }: { role: Role; onDone?: () => void }) {
  return (
    <>
      <MenuLinks links={signedInLinks(role)} onPick={onDone} />
      <li>
        <SignOutItem role={role} onDone={onDone} />
      </li>
    </>
  );
}

/** Sign Out of one role (never the other), staying on the public page, which then shows the visitor's view. */
function SignOutItem({ role, onDone }: { role: Role; onDone?: () => void }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      const res = await fetch(`/api/session/logout?role=${role}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      if (!res.ok) throw new Error(`sign-out answered ${res.status}`);
      toast.success('Signed out');
      refreshViewer();
      router.refresh();
      onDone?.();
    } catch {
      toast.error('Could not sign out. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={styles.menuButton} onClick={() => void signOut()} disabled={busy} aria-busy={busy || undefined}>
      {busy ? 'Signing out...' : 'Sign Out'}
      <span className="visually-hidden"> ({role})</span>
    </button>
  );
}
