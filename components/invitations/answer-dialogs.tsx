'use client';

import { useMemo } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { TextareaField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { useActionForm, type FormAction } from '@/components/ui/use-action-form';
import { useServerAction } from '@/components/ui/use-server-action';
import { declineInvitationAction, muteBrandAction } from '@/lib/invitations/actions';
import { DECLINE_REASON_MAX, INVITATION_DECLINED } from '@/lib/invitations/messages';

/** Decline an invitation, with an optional reason the brand reads. */
export function DeclineDialog({ invitationId, campaignName, onClose }: { invitationId: string; campaignName: string; onClose: () => void }) {
  const router = useRouter();
  const action = useMemo(() => declineInvitationAction as unknown as FormAction<{ invitationId: string; reason: string }, unknown>, []);
  const { form, onSubmit, busy, formError } = useActionForm(action, {
    defaultValues: { invitationId, reason: '' },
    success: INVITATION_DECLINED,
    onSuccess: () => {
      onClose();
      router.refresh();
    },
  });
  const id = `decline-${invitationId}`;
  return (
    <Dialog
      open
      title={`Decline “${campaignName}”?`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep it
          </Button>
          <Button variant="danger" type="submit" form={id} busy={busy} busyLabel="Declining...">
            Decline invitation
          </Button>
        </>
      }
    >
      <form id={id} className="stack" onSubmit={onSubmit} noValidate>
        <p>The brand sees that you declined, with your reason if you give one.</p>
        <FormError message={formError} />
        <TextareaField form={form} name="reason" label="Reason (optional)" rows={3} maxLength={DECLINE_REASON_MAX} />
      </form>
    </Dialog>
  );
}

/** Mute a brand after a confirmation: no new invitations from it, its pending ones hidden. */
export function MuteDialog({ brandId, brandName, onClose }: { brandId: string; brandName: string; onClose: () => void }) {
  const router = useRouter();
  const { execute, isPending } = useServerAction(muteBrandAction, {
    onSuccess: ({ data }) => {
      toast.success(data.message);
      onClose();
      router.refresh();
    },
    onError: ({ error }) => toast.error((error.serverError as { message?: string } | undefined)?.message ?? 'Could not mute. Please try again.'),
  });
  return (
    <Dialog
      open
      title={`Mute ${brandName}?`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button variant="danger" busy={isPending} busyLabel="Muting..." onClick={() => execute({ brandId })}>
            Mute {brandName}
          </Button>
        </>
      }
    >
      <p>
        {brandName} will not be able to invite you any more, and its pending invitations are hidden. It is not told that you muted it. You can unmute it at any
        time under “Muted brands” on this page.
      </p>
    </Dialog>
  );
}
