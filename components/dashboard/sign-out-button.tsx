'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';

/** Signs out the given role (never the other one) and goes home. */
export function SignOutButton({ role, className }: { role: 'brand' | 'creator'; className?: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    try {
      await fetch(`/api/session/logout?role=${role}`, { method: 'POST', credentials: 'same-origin' });
      toast.success('Signed out');
      router.push('/');
      router.refresh();
    } catch {
      toast.error('Could not sign out. Please try again.');
      setBusy(false);
    }
  }
  return (
    <button type="button" className={className} onClick={signOut} disabled={busy} role="menuitem">
      {busy ? 'Signing out...' : 'Sign Out'}
    </button>
  );
}
