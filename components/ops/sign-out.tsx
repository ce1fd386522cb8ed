'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/client/api';

/** Ends the operator's session and goes to /ops/login. */
export function OpsSignOut() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    try {
      const res = await api('/api/ops/logout', { method: 'POST' });
      if (!res.ok && res.status !== 401) throw new Error(res.data.message);
      router.replace('/ops/login');
      router.refresh();
    } catch {
      toast.error('Could not sign out. Please try again.');
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" size="s" onClick={signOut} busy={busy} busyLabel="Signing out...">
      Sign out
    </Button>
  );
}
