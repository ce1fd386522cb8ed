'use client';

import { useCallback, useEffect, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { refreshViewer } from '@/components/viewer';
import { PENDING_KEY } from './paths';
import type { ViewerCampaignStatus } from '@/lib/viewer/types';
import { useServerAction } from '@/components/ui/use-server-action';
import { buttonClass } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { requestParticipationAction } from '@/lib/participation/actions';
import { ALREADY_REQUESTED, REQUEST_TOASTS } from '@/lib/participation/messages';

// Opened by a click only: its own chunk (STYLE.md: the first-load budget).
type PitchDialogType = typeof import('./pitch-dialog').PitchDialog;

// A visitor who clicked is sent to sign up first (a creator whose session ran out, to log in; a
// brand is told it needs a creator account); the click is remembered in this tab and the
// request is sent once they are back on the campaign as a creator.
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
  /** The creator's state on this campaign (from the page, or the viewer once it is known): asked, answered or invited. */
  status?: ViewerCampaignStatus | null;
  /** Offers "Add a pitch" beside the button (the campaign page): the request then carries a few words for the brand. */
  pitchFor?: string;
};

const DONE_LABELS = { pending: 'Requested', approved: 'Approved', declined: 'Declined' } as const;

/** Asks to join a campaign as the signed-in creator (spec §6, §8 toasts); sends visitors to creator signup, lapsed creators to login. */
export function RequestButton({ campaignId, label = 'Request Participation', className = buttonClass(), status = null, pitchFor }: Props) {
  const router = useRouter();
  const [done, setDone] = useState(false);
  const [pitching, setPitching] = useState(false);
  // The dialog's code comes with the first "Add a pitch" (a plain import: next/dynamic's loader
  // alone would weigh a kilobyte on every page with this button).
  const [PitchDialog, setPitchDialog] = useState<PitchDialogType | null>(null);
  const openPitch = () => {
    setPitching(true);
    if (!PitchDialog) void import('./pitch-dialog').then((m) => setPitchDialog(() => m.PitchDialog));
  };
  const requested = status !== null && status !== 'invited';
  const { executeAsync, isPending } = useServerAction(requestParticipationAction);

  const ask = useCallback(
    async (pitch?: string) => {
      let failure: { status?: number; message?: string } | undefined;
      try {
        const result = await executeAsync({ campaignId, ...(pitch ? { pitch } : {}) });
        if (result?.data) {
          toast.success(REQUEST_TOASTS.success);
          setPitching(false);
          setDone(true);
          refreshViewer();
          return;
        }
        failure = (result?.serverError as typeof failure) ?? { status: 400 };
      } catch {
        toast.error(REQUEST_TOASTS.unexpected);
        return;
      }
      if (failure.status === 401) {
        // Not signed in as a creator: fetched for the few who click so (a visitor, a brand, a lapsed creator).
        try {
          const { notACreator } = await import('./not-a-creator');
          notACreator(campaignId, (href) => router.push(href));
        } catch {
          toast.error(REQUEST_TOASTS.unexpected);
        }
      } else if (failure.status === 400 && failure.message) {
        // Only the pitch can be refused so (too long): said as it is, the dialog stays open.
        toast.error(failure.message);
      } else if (failure.status === 409 && failure.message) {
        toast.error(failure.message);
        if (failure.message === ALREADY_REQUESTED) setDone(true);
      } else {
        toast.error(REQUEST_TOASTS.failed);
      }
    },
    [campaignId, executeAsync, router],
  );

  useEffect(() => {
    if (requested) return;
    // After mount, outside the render: the pending click is taken (and cleared) only once.
    const timer = setTimeout(() => {
      if (takePending(campaignId)) void ask();
    }, 0);
    return () => clearTimeout(timer);
  }, [ask, campaignId, requested]);

  const shown = done ? 'pending' : status;
  if (shown && shown !== 'invited') {
    return (
      <button type="button" className={`${className} btn-state btn-state-${shown}`} disabled aria-disabled="true">
        {DONE_LABELS[shown]}
      </button>
    );
  }
  if (status === 'invited') {
    // The brand asked first: the creator answers the invitation rather than asking again.
    return (
      <Link href="/creator/dashboard/invitations" className={className} prefetch={false}>
        Invited<span className="visually-hidden">: answer the invitation</span>
      </Link>
    );
  }
  const button = (
    <button type="button" className={className} onClick={() => void ask()} disabled={isPending} aria-busy={(isPending && !pitching) || undefined}>
      {isPending && !pitching ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
      {isPending && !pitching ? 'Sending...' : label}
    </button>
  );
  if (pitchFor === undefined) return button;
  return (
    <span className="row">
      {button}
      <button type="button" className={buttonClass({ variant: 'ghost' })} onClick={openPitch} disabled={isPending}>
        Add a pitch
      </button>
      {pitching && PitchDialog ? (
        <PitchDialog campaignName={pitchFor} busy={isPending} onClose={() => setPitching(false)} onSend={(pitch) => void ask(pitch)} />
      ) : null}
    </span>
  );
}
