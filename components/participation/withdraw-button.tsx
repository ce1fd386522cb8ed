'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/client/api';

/** Withdraws one pending request after a confirmation, then re-renders the widget. */
export function WithdrawButton({ requestId, campaignName }: { requestId: string; campaignName: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function withdraw() {
    if (!window.confirm(`Withdraw your request to join "${campaignName}"?`)) return;
    setBusy(true);
    try {
      const res = await api(`/api/creator/requests/${encodeURIComponent(requestId)}`, { method: 'DELETE', role: 'creator' });
      if (res.ok) {
        toast.success('Request withdrawn');
        router.refresh();
      } else {
        toast.error(res.data.message ?? 'Could not withdraw the request. Please try again.');
        if (res.status === 404 || res.status === 409) router.refresh();
      }
    } catch {
      toast.error('An unexpected error occurred. Please try again later.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="btn btn-ghost btn-small" onClick={withdraw} disabled={busy} aria-busy={busy || undefined}>
      {busy ? 'Withdrawing...' : 'Withdraw'}
      <span className="visually-hidden"> request to join {campaignName}</span>
    </button>
  );
}
