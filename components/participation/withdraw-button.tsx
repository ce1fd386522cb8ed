'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useServerAction } from '@/components/ui/use-server-action';
import { withdrawRequestAction } from '@/lib/participation/actions';
import { REQUEST_WITHDRAWN } from '@/lib/participation/messages';

/** Withdraws one pending request after a confirmation, then re-renders the widget (or goes to `afterHref`). */
export function WithdrawButton({ requestId, campaignName, afterHref }: { requestId: string; campaignName: string; afterHref?: string }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const { execute, isPending } = useServerAction(withdrawRequestAction, {
    onSuccess: () => {
      setConfirming(false);
      toast.success(REQUEST_WITHDRAWN);
      // On the collaboration's own page, the job is gone with the request: go to the list.
      if (afterHref) router.push(afterHref);
      else router.refresh();
    },
    onError: ({ error }) => {
      setConfirming(false);
      const failure = error.serverError as { status?: number; message?: string } | undefined;
      toast.error(failure?.message ?? 'An unexpected error occurred. Please try again later.');
      // Decided or withdrawn elsewhere: show the list as it is now.
      if (failure?.status === 404 || failure?.status === 409) router.refresh();
    },
  });

  return (
    <>
      <Button variant="ghost" size="s" busy={isPending} busyLabel="Withdrawing..." onClick={() => setConfirming(true)}>
        Withdraw<span className="visually-hidden"> request to join {campaignName}</span>
      </Button>
      <Dialog
        open={confirming}
        title="Withdraw your request?"
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={isPending}>
              Keep it
            </Button>
            <Button variant="danger" busy={isPending} busyLabel="Withdrawing..." onClick={() => execute({ requestId })}>
              Withdraw request
            </Button>
          </>
        }
      >
        <p>The brand behind &ldquo;{campaignName}&rdquo; will no longer see your request. You can ask to join again while the campaign is open.</p>
      </Dialog>
    </>
  );
}
