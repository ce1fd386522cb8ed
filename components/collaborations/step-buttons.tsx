'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { TextareaField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { useActionForm, type ActionFailure, type FormAction } from '@/components/ui/use-action-form';
import { useServerAction } from '@/components/ui/use-server-action';
import { cancelAsBrandAction, cancelAsCreatorAction, completeCollaborationAction } from '@/lib/collaborations/actions';
import { CANCELLED, COMPLETED, REASON_MAX } from '@/lib/collaborations/messages';
import { decideRequestAction } from '@/lib/participation/actions';
import { decisionMessage, declinedToast, type Decision } from '@/lib/participation/messages';
import { DeclineDialog } from '@/components/participation';
import { PORTFOLIO_ALLOW_LABEL } from '@/lib/portfolio/messages';
import type { Role } from '@/models';

const failureOf = (error: { serverError?: unknown }) => error.serverError as ActionFailure | undefined;

/** The brand confirms a live job is done (after a confirmation). */
export function CompleteButton({ collaborationId }: { collaborationId: string }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [portfolioAllowed, setPortfolioAllowed] = useState(false);
  const complete = useMemo(() => completeCollaborationAction.bind(null, collaborationId), [collaborationId]);
  const { execute, isPending } = useServerAction(complete, {
    onSuccess: () => {
      setConfirming(false);
      toast.success(COMPLETED);
      router.refresh();
    },
    onError: ({ error }) => {
      setConfirming(false);
      toast.error(failureOf(error)?.message ?? 'Could not complete the collaboration');
      router.refresh();
    },
  });
  return (
    <>
      <Button variant="success" onClick={() => setConfirming(true)}>
        Mark complete
      </Button>
      <Dialog
        open={confirming}
        title="Mark this collaboration complete?"
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={isPending}>
              Not yet
            </Button>
            <Button variant="success" busy={isPending} busyLabel="Completing..." onClick={() => execute({ portfolioAllowed })}>
              Mark complete
            </Button>
          </>
        }
      >
        <p>The creator is told the job is done. The thread stays open.</p>
        <label className="check-row">
          <input type="checkbox" checked={portfolioAllowed} disabled={isPending} onChange={(e) => setPortfolioAllowed(e.target.checked)} />
          <span>{PORTFOLIO_ALLOW_LABEL}</span>
        </label>
      </Dialog>
    </>
  );
}

/** Either side ends an open job, with a reason the other side reads. */
export function CancelButton({ role, collaborationId }: { role: Role; collaborationId: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const action = useMemo(
    () => (role === 'brand' ? cancelAsBrandAction : cancelAsCreatorAction).bind(null, collaborationId) as unknown as FormAction<{ reason: string }, unknown>,
    [role, collaborationId],
  );
  const { form, onSubmit, busy, formError } = useActionForm(action, {
    defaultValues: { reason: '' },
    success: CANCELLED,
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
  });
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Cancel collaboration
      </Button>
      <Dialog
        open={open}
        title="Cancel this collaboration?"
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Keep it
            </Button>
            <Button variant="danger" type="submit" form="cancel-form" busy={busy} busyLabel="Cancelling...">
              Cancel collaboration
            </Button>
          </>
        }
      >
        <form id="cancel-form" className="stack" onSubmit={onSubmit} noValidate>
          <p>The other side is told, with your reason. The messages stay readable; no one can write any more.</p>
          <FormError message={formError} />
          <TextareaField form={form} name="reason" label="Reason" rows={3} maxLength={REASON_MAX} />
        </form>
      </Dialog>
    </>
  );
}

/** Approve or Decline a request from the collaboration's own page (the same action as the requests page). */
export function DecideButtons({ campaignId, creatorId, creatorName }: { campaignId: string; creatorId: string; creatorName: string }) {
  const router = useRouter();
  const [declining, setDeclining] = useState(false);
  const { execute, isPending, input } = useServerAction(decideRequestAction, {
    onSuccess: ({ data, input: sent }) => {
      setDeclining(false);
      toast.success(sent.decision === 'declined' ? declinedToast(creatorName) : (data?.message ?? decisionMessage[sent.decision]));
      router.refresh();
    },
    onError: ({ error }) => {
      setDeclining(false);
      toast.error(failureOf(error)?.message ?? 'Could not record the decision');
      router.refresh();
    },
  });
  const busy: Decision | null = isPending ? (input?.decision ?? null) : null;
  const decide = (decision: Decision, reason?: string) => execute({ campaignId, influencerId: creatorId, decision, ...(reason ? { reason } : {}) });
  return (
    <div className="row">
      <Button variant="success" busy={busy === 'approved'} busyLabel="Approving..." disabled={isPending} onClick={() => decide('approved')}>
        Approve<span className="visually-hidden"> {creatorName}</span>
      </Button>
      <Button variant="danger" busy={busy === 'declined'} busyLabel="Declining..." disabled={isPending} onClick={() => setDeclining(true)}>
        Decline<span className="visually-hidden"> {creatorName}</span>
      </Button>
      <DeclineDialog
        open={declining}
        creatorName={creatorName}
        busy={busy === 'declined'}
        onClose={() => setDeclining(false)}
        onConfirm={(reason) => decide('declined', reason)}
      />
    </div>
  );
}
