'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useServerAction } from '@/components/ui/use-server-action';
import { acceptOrderAction, declineOrderAction } from '@/lib/packages/actions';

const failed = ({ error }: { error: { serverError?: unknown } }) =>
  toast.error((error.serverError as { message?: string } | undefined)?.message ?? 'Server error');

/** The creator answers a package order: Accept order (the job starts) or Decline order (the brand is refunded at once). */
export function OrderAnswer({ collaborationId, paid }: { collaborationId: string; paid: boolean }) {
  const router = useRouter();
  const done = ({ data }: { data: { message: string } }) => {
    toast.success(data.message);
    router.refresh();
  };
  const accept = useServerAction(acceptOrderAction, { onSuccess: done, onError: failed });
  const decline = useServerAction(declineOrderAction, { onSuccess: done, onError: failed });
  const busy = accept.isPending || decline.isPending;
  return (
    <div className="row">
      <Button variant="success" busy={accept.isPending} disabled={busy || !paid} onClick={() => accept.execute({ id: collaborationId })}>
        Accept order
      </Button>
      <Button variant="danger" busy={decline.isPending} disabled={busy} onClick={() => decline.execute({ id: collaborationId })}>
        Decline order
      </Button>
    </div>
  );
}
