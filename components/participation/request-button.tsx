'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { api } from '@/lib/client/api';

export const REQUEST_TOASTS = {
  success: 'Participation request sent successfully!',
  notCreator: 'Failed to send participation request. You are not signed up as a creator.',
  failed: 'Failed to send participation request. Please try again later.',
  unexpected: 'An unexpected error occurred. Please try again later.',
} as const;

type Props = {
  campaignId: string;
  /** The spec's wording where the button sits: "Request Participation", "Request" or "I'm Interested". */
  label?: string;
  className?: string;
  /** Already asked (known by the page): shows the done state from the start. */
  requested?: boolean;
};

/** Asks to join a campaign as the signed-in creator (spec §6, §8 toasts); sends visitors to creator signup. */
export function RequestButton({ campaignId, label = 'Request Participation', className = 'btn btn-primary', requested = false }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(requested);

  async function ask() {
    setBusy(true);
    try {
      // No body and no content type, as the spec's client sends it.
      const res = await api(`/api/campaign/${encodeURIComponent(campaignId)}/request`, { method: 'POST', role: 'creator' });
      if (res.ok) {
        toast.success(REQUEST_TOASTS.success);
        setDone(true);
      } else if (res.status === 401) {
        // No creator session (a visitor, or a brand): sign up as a creator, then come back here.
        toast.error(REQUEST_TOASTS.notCreator);
        const here = `${window.location.pathname}${window.location.search}`;
        router.push(`/creator/signup?next=${encodeURIComponent(here)}`);
      } else if (res.status === 409 && res.data.message) {
        toast.error(res.data.message);
        if (res.data.message.startsWith('You have already asked')) setDone(true);
      } else {
        toast.error(REQUEST_TOASTS.failed);
      }
    } catch {
      toast.error(REQUEST_TOASTS.unexpected);
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <button type="button" className={className} disabled aria-disabled="true">
        Requested
      </button>
    );
  }
  return (
    <button type="button" className={className} onClick={ask} disabled={busy} aria-busy={busy || undefined}>
      {busy ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
      {busy ? 'Sending...' : label}
    </button>
  );
}
