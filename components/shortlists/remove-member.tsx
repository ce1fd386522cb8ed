'use client';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useServerAction } from '@/components/ui/use-server-action';
import { removeFromShortlistAction } from '@/lib/shortlists/actions';

/** Remove one creator from the list; the page shows the list without them once the server answers. */
export function RemoveMember({ shortlistId, creatorId, creatorName }: { shortlistId: string; creatorId: string; creatorName: string }) {
  const remove = useServerAction(removeFromShortlistAction, {
    onSuccess: ({ data }) => toast.success(data.message),
    onError: ({ error }) => toast.error((error.serverError as { message?: string } | undefined)?.message ?? 'Server error'),
  });
  return (
    <Button
      variant="secondary"
      size="s"
      busy={remove.isPending}
      busyLabel="Removing..."
      aria-label={`Remove ${creatorName}`}
      onClick={() => remove.execute({ shortlistId, creatorId })}
    >
      Remove
    </Button>
  );
}
