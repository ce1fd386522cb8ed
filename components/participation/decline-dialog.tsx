'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Textarea, fieldAria } from '@/components/ui/field';
import { MAX_DECLINE_REASON } from '@/lib/participation/messages';

type Props = {
  open: boolean;
  creatorName: string;
  busy: boolean;
  onClose: () => void;
  /** Decline, with the reason typed (empty: none). */
  onConfirm: (reason: string) => void;
};

/**
 * "Decline <name>?": a decline is final, so it asks first, and takes an optional reason the
 * creator reads in their notification, their e-mail and the collaboration's timeline.
 */
export function DeclineDialog({ open, creatorName, busy, onClose, onConfirm }: Props) {
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Decline ${creatorName}?`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} busyLabel="Declining..." onClick={() => onConfirm(reason.trim())}>
            Decline request
          </Button>
        </>
      }
    >
      <p>{creatorName} is told by notification and e-mail. This cannot be undone.</p>
      <Field id={id} label="Reason (optional)" hint="The creator sees it. For example: we are looking for creators in Pune this time.">
        <Textarea
          {...fieldAria(id, undefined, true)}
          rows={3}
          maxLength={MAX_DECLINE_REASON}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          disabled={busy}
        />
      </Field>
    </Dialog>
  );
}
