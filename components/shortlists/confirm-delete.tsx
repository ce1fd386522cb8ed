'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useServerAction } from '@/components/ui/use-server-action';
import { deleteShortlistAction } from '@/lib/shortlists/actions';

type Props = { id: string; name: string; memberCount: number; leaveTo?: string; open: boolean; onClose: () => void };

/** "Delete this list?": the creators stay on CollabMarket, only the list goes. */
export function ConfirmDelete({ id, name, memberCount, leaveTo, open, onClose }: Props) {
  const router = useRouter();
  const del = useServerAction(deleteShortlistAction, {
    onSuccess: ({ data }) => {
      toast.success(data.message);
      onClose();
      if (leaveTo) router.replace(leaveTo);
    },
    onError: ({ error }) => {
      const failure = error.serverError as { status?: number; message?: string } | undefined;
      toast.error(failure?.message ?? 'Server error');
      onClose();
      // Gone already (another tab): show the lists as they are.
      if (failure?.status === 404) router.refresh();
    },
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Delete “${name}”?`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={del.isPending}>
            Cancel
          </Button>
          <Button variant="danger" busy={del.isPending} busyLabel="Deleting..." onClick={() => del.execute({ shortlistId: id })}>
            Delete list
          </Button>
        </>
      }
    >
      <p>
        {memberCount === 0
          ? 'The list is empty.'
          : `${memberCount === 1 ? 'One creator is' : `${memberCount} creators are`} on it. They are not told and stay on CollabMarket; only the list goes.`}{' '}
        This cannot be undone.
      </p>
    </Dialog>
  );
}
