'use client';

import { useCallback, useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useServerAction } from '@/components/ui/use-server-action';
import { buttonClass } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { requestParticipationAction } from '@/lib/participation/actions';
import { ALREADY_REQUESTED, REQUEST_TOASTS } from '@/lib/participation/messages';

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
export function RequestButton({ campaignId, label = 'Request Participation', className = buttonClass(), requested = false }: Props) {
  const router = useRouter();
  const [done, setDone] = useState(requested);
  const { executeAsync, isPending } = useServerAction(requestParticipationAction);

  const ask = useCallback(async () => {
    let failure: { status?: number; message?: string } | undefined;
    try {
      const result = await executeAsync({ campaignId });
      if (result?.data) {
        toast.success(REQUEST_TOASTS.success);
        setDone(true);
        return;
      }
      failure = (result?.serverError as typeof failure) ?? { status: 400 };
    } catch {
      toast.error(REQUEST_TOASTS.unexpected);
      return;
    }
    if (failure.status === 401) {
      // No creator session (a visitor, or a brand): sign up as a creator, then come back here.
      toast.error(REQUEST_TOASTS.notCreator);
      try {
        sessionStorage.setItem(PENDING_KEY, JSON.stringify({ campaignId, at: Date.now() }));
      } catch {
        /* storage unavailable: the creator clicks again after signing up */
      }
      const here = `${window.location.pathname}${window.location.search}`;
      router.push(`/creator/signup?next=${encodeURIComponent(here)}`);
    } else if (failure.status === 409 && failure.message) {
      toast.error(failure.message);
      if (failure.message === ALREADY_REQUESTED) setDone(true);
    } else {
      toast.error(REQUEST_TOASTS.failed);
    }
  }, [campaignId, executeAsync, router]);

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
    <button type="button" className={className} onClick={() => void ask()} disabled={isPending} aria-busy={isPending || undefined}>
      {isPending ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
      {isPending ? 'Sending...' : label}
    </button>
  );
}
