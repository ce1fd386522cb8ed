'use client';

import { useRouter } from 'next/navigation';
import { useServerAction } from '@/components/ui/use-server-action';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { withdrawRequestAction } from '@/lib/participation/actions';
import { REQUEST_WITHDRAWN } from '@/lib/participation/messages';

/** Withdraws one pending request after a confirmation, then re-renders the widget. */
export function WithdrawButton({ requestId, campaignName }: { requestId: string; campaignName: string }) {
  const router = useRouter();
  const { execute, isPending } = useServerAction(withdrawRequestAction, {
    onSuccess: () => {
      toast.success(REQUEST_WITHDRAWN);
      router.refresh();
    },
    onError: ({ error }) => {
      const failure = error.serverError as { status?: number; message?: string } | undefined;
      toast.error(failure?.message ?? 'An unexpected error occurred. Please try again later.');
      // Decided or withdrawn elsewhere: show the list as it is now.
      if (failure?.status === 404 || failure?.status === 409) router.refresh();
    },
  });

  return (
    <Button
      variant="ghost"
      size="s"
      busy={isPending}
      busyLabel="Withdrawing..."
      onClick={() => {
        if (window.confirm(`Withdraw your request to join "${campaignName}"?`)) execute({ requestId });
      }}
    >
      Withdraw<span className="visually-hidden"> request to join {campaignName}</span>
    </Button>
  );
}
