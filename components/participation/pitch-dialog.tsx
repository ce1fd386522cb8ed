'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Textarea, fieldAria } from '@/components/ui/field';
import { MAX_PITCH } from '@/lib/participation/messages';

type Props = {
  campaignName: string;
  busy: boolean;
  onClose: () => void;
  /** Sends the request with the pitch typed (trimmed; empty: none). */
  onSend: (pitch: string) => void;
};

/** "Ask to join with a pitch": a few words the brand reads on the request and in its notification. */
export function PitchDialog({ campaignName, busy, onClose, onSend }: Props) {
  const id = useId();
  const [pitch, setPitch] = useState('');
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Ask to join ${campaignName}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button busy={busy} busyLabel="Sending..." onClick={() => onSend(pitch.trim())}>
            Send request
          </Button>
        </>
      }
    >
      <Field
        id={id}
        label="Your pitch (optional)"
        hint={`Why you fit this campaign, in a few words: the brand reads it with your request. ${pitch.length}/${MAX_PITCH}`}
      >
        <Textarea {...fieldAria(id, undefined, true)} rows={5} maxLength={MAX_PITCH} value={pitch} onChange={(e) => setPitch(e.target.value)} disabled={busy} />
      </Field>
    </Dialog>
  );
}
