'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { TextareaField } from '@/components/ui/form-fields';
import { useActionForm, type FormAction } from '@/components/ui/use-action-form';
import { disputeAsBrandAction, disputeAsCreatorAction } from '@/lib/payments/actions';
import { DISPUTE_OPENED, DISPUTE_REASON_MAX } from '@/lib/payments/messages';
import type { Role } from '@/models';

/** Either side of a funded job: a reason, and the money is frozen until an operator settles it. */
export function DisputeButton({ role, collaborationId }: { role: Role; collaborationId: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const action = useMemo(
    () => (role === 'brand' ? disputeAsBrandAction : disputeAsCreatorAction).bind(null, collaborationId) as unknown as FormAction<{ reason: string }, unknown>,
    [role, collaborationId],
  );
  const { form, onSubmit, busy, formError } = useActionForm(action, {
    defaultValues: { reason: '' },
    success: DISPUTE_OPENED,
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
  });
  return (
    <>
      <div className="row">
        <Button variant="ghost" onClick={() => setOpen(true)}>
          Open a dispute
        </Button>
      </div>
      <Dialog
        open={open}
        title="Open a dispute?"
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Not now
            </Button>
            <Button variant="danger" type="submit" form="dispute-form" busy={busy} busyLabel="Opening...">
              Open a dispute
            </Button>
          </>
        }
      >
        <form id="dispute-form" className="stack" onSubmit={onSubmit} noValidate>
          <p>The money stays held, and is not released or refunded, until an operator settles the dispute. The other side sees your reason.</p>
          <FormError message={formError} />
          <TextareaField form={form} name="reason" id="dispute-reason" label="Reason" rows={3} maxLength={DISPUTE_REASON_MAX} />
        </form>
      </Dialog>
    </>
  );
}
