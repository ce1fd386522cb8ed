'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import type { ActionFailure } from '@/components/ui/use-action-form';
import { useServerAction } from '@/components/ui/use-server-action';
import { localCheckoutAction } from '@/lib/payments/actions';

/** The local provider's stand-in for a card form: Pay or Decline, each delivered as a signed webhook; then back to the job. */
export function CheckoutButtons({ orderId, totalLabel }: { orderId: string; totalLabel: string }) {
  const router = useRouter();
  const [choice, setChoice] = useState<'capture' | 'fail' | null>(null);
  const act = useMemo(() => localCheckoutAction.bind(null, orderId), [orderId]);
  const { execute, isPending } = useServerAction(act, {
    onSuccess: ({ data }) => {
      if (!data) return;
      if (choice === 'fail') toast.error('Payment declined');
      else toast.success('Payment received');
      router.push(`/brand/dashboard/collaborations/${data.collaborationId}`);
    },
    onError: ({ error }) => toast.error((error.serverError as ActionFailure | undefined)?.message ?? 'The payment did not go through'),
  });
  const run = (outcome: 'capture' | 'fail') => {
    setChoice(outcome);
    execute({ outcome });
  };
  return (
    <div className="row">
      <Button busy={isPending && choice === 'capture'} disabled={isPending} busyLabel="Paying..." onClick={() => run('capture')}>
        Pay {totalLabel}
      </Button>
      <Button variant="secondary" busy={isPending && choice === 'fail'} disabled={isPending} busyLabel="Declining..." onClick={() => run('fail')}>
        Decline
      </Button>
    </div>
  );
}
