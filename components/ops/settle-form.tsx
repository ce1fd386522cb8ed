'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Select, TextInput, Textarea, fieldAria } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { useStepUp } from './step-up';
import { api } from '@/lib/client/api';
import { formatPaise } from '@/lib/payments/money';

const KINDS = [
  { value: 'release', label: 'Release the fee to the creator' },
  { value: 'refund', label: 'Refund the brand in full' },
  { value: 'split', label: 'Split the fee' },
] as const;

/** Settles a dispute: the kind, the creator's share for a split (in rupees), a note both sides read; asks for a TOTP code when the last is old. */
export function SettleForm({ paymentId, feePaise }: { paymentId: string; feePaise: number }) {
  const router = useRouter();
  const withStepUp = useStepUp();
  const [settlement, setSettlement] = useState<(typeof KINDS)[number]['value']>('release');
  const [share, setShare] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setFields({});
    const json: Record<string, unknown> = { settlement, note };
    if (settlement === 'split') {
      const rupees = Number(share);
      if (share.trim() === '' || !Number.isFinite(rupees) || rupees < 0) {
        setFields({ creatorPaise: "Enter the creator's share in rupees" });
        return;
      }
      json.creatorPaise = Math.round(rupees * 100);
    }
    setBusy(true);
    try {
      const res = await withStepUp(() =>
        api<{ message: string; fields?: Record<string, string> }>(`/api/ops/disputes/${paymentId}/settle`, { method: 'POST', json }),
      );
      if (res.ok) {
        setDone(res.data.message);
        router.refresh();
      } else {
        setError(res.data.message ?? 'Could not settle the dispute');
        setFields(res.data.fields ?? {});
      }
    } catch {
      setError('Could not reach the server. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  if (done) return <p role="status">{done}</p>;
  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="settle-title">
      <h2 id="settle-title">Settle</h2>
      <FormError message={error} />
      <Field id="settle-kind" label="Settlement">
        <Select id="settle-kind" name="settlement" options={KINDS} value={settlement} onChange={(e) => setSettlement(e.target.value as typeof settlement)} />
      </Field>
      {settlement === 'split' ? (
        <Field id="settle-share" label={`Creator's share (₹, of ${formatPaise(feePaise)})`} error={fields.creatorPaise}>
          <TextInput
            {...fieldAria('settle-share', fields.creatorPaise)}
            name="share"
            inputMode="decimal"
            value={share}
            onChange={(e) => setShare(e.target.value)}
            required
          />
        </Field>
      ) : null}
      <Field id="settle-note" label="Note to both sides" error={fields.note} hint="The brand and the creator read it on the job's page.">
        <Textarea
          {...fieldAria('settle-note', fields.note, true)}
          name="note"
          rows={3}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          required
        />
      </Field>
      <div>
        <Button type="submit" busy={busy} busyLabel="Settling...">
          Settle dispute
        </Button>
      </div>
    </form>
  );
}
