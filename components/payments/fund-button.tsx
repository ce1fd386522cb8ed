'use client';

import { useMemo } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import type { ActionFailure } from '@/components/ui/use-action-form';
import { useServerAction } from '@/components/ui/use-server-action';
import { startCheckoutAction } from '@/lib/payments/actions';

/** The brand's one button: opens the provider's checkout (the local provider's page of ours, or Razorpay Checkout over the page). */
export function FundButton({ collaborationId, totalLabel }: { collaborationId: string; totalLabel: string }) {
  const router = useRouter();
  const start = useMemo(() => startCheckoutAction.bind(null, collaborationId), [collaborationId]);
  const { execute, isPending } = useServerAction(start, {
    onSuccess: async ({ data }) => {
      if (!data) return;
      if (data.url) return window.location.assign(data.url);
      if (data.provider !== 'razorpay') return;
      const { openRazorpayCheckout } = await import('./razorpay-checkout');
      try {
        await openRazorpayCheckout(data, {
          description: `Fund ${totalLabel}`,
          // Razorpay's signed webhook funds the job: the page follows as it comes.
          onPaid: () => {
            toast.success('Payment received');
            router.refresh();
          },
          onClosed: () => router.refresh(),
          onFailed: () => toast.error('Payment declined'),
        });
      } catch {
        toast.error('Could not open the checkout');
      }
    },
    onError: ({ error }) => toast.error((error.serverError as ActionFailure | undefined)?.message ?? 'Could not open the checkout'),
  });
  return (
    <div className="row">
      <Button busy={isPending} busyLabel="Opening checkout..." onClick={() => execute(undefined as never)}>
        Fund {totalLabel}
      </Button>
    </div>
  );
}
