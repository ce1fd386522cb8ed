'use client';

import { useCallback, useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/client/api';

export const REQUEST_TOASTS = {
  success: 'Participation request sent successfully!',
  notCreator: 'Failed to send participation request. You are not signed up as a creator.',
  failed: 'Failed to send participation request. Please try again later.',
  unexpected: 'An unexpected error occurred. Please try again later.',
} as const;

// A visitor who clicked is sent to sign up first; the click is remembered in this tab and the
// request is sent once they are back on the campaign as a creator.
const PENDING_KEY = 'pendingParticipationRequest';
const PENDING_FOR_MS = 30 * 60_000;

function takePending(campaignId: string): boolean {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    if (!raw) return false;
    const pending = JSON.parse(raw) as { campaignId?: string; at?: number };
    if (pending.campaignId !== campaignId) return false;
    sessionStorage.removeItem(PENDING_KEY);
    return typeof pending.at === 'number' && Date.now() - pending.at < PENDING_FOR_MS;
  } catch {
    return false;
  }
}

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

  const ask = useCallback(async () => {
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
        try {
          sessionStorage.setItem(PENDING_KEY, JSON.stringify({ campaignId, at: Date.now() }));
        } catch {
          /* storage unavailable: the creator clicks again after signing up */
        }
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
  }, [campaignId, router]);

  useEffect(() => {
    if (requested) return;
    // After mount, outside the render: the pending click is taken (and cleared) only once.
    const timer = setTimeout(() => {
      if (takePending(campaignId)) void ask();
    }, 0);
    return () => clearTimeout(timer);
  }, [ask, campaignId, requested]);

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
