'use client';

import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import type { ActionFailure } from '@/components/ui/use-action-form';
import { useServerAction } from '@/components/ui/use-server-action';
import { startCheckoutAction } from '@/lib/payments/actions';

/** The brand's one button: opens the provider's checkout (the local provider's page of ours). */
export function FundButton({ collaborationId, totalLabel }: { collaborationId: string; totalLabel: string }) {
  const start = useMemo(() => startCheckoutAction.bind(null, collaborationId), [collaborationId]);
  const { execute, isPending } = useServerAction(start, {
    onSuccess: ({ data }) => {
      if (data?.url) window.location.assign(data.url);
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
