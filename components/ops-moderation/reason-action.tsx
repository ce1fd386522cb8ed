'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useStepUp } from '@/components/ops';
import { Button } from '@/components/ui/button';
import { Field, Textarea, fieldAria } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/client/api';
import { MAX_REASON, REASON_REQUIRED } from '@/lib/moderation/messages';

type Props = {
  /** The `/api/ops/...` action this form posts `{reason}` to. */
  endpoint: string;
  /** The button's text ("Suspend", "Hide"…) and while it runs ("Suspending..."). */
  label: string;
  busyLabel: string;
  /** What the reason is for, read by screen readers with the field ("Reason to suspend Asha"). */
  what: string;
  variant: 'danger' | 'success';
  hint?: string;
};

/**
 * One moderation step with its reason (suspend, reinstate, hide, restore). The step needs a fresh
 * TOTP code: the console's step-up dialog asks for one when the server says so, then the call
 * runs again. The page reloads its data after success.
 */
export function ReasonAction({ endpoint, label, busyLabel, what, variant, hint }: Props) {
  const id = useId();
  const withStepUp = useStepUp();
  const router = useRouter();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    if (!reason.trim()) {
      setError(REASON_REQUIRED);
      document.getElementById(id)?.focus();
      return;
    }
    setBusy(true);
    try {
      const res = await withStepUp(() => api<{ message: string }>(endpoint, { method: 'POST', json: { reason } }));
      if (res.ok) {
        toast.success(res.data.message);
        setReason('');
        router.refresh();
        return;
      }
      const message = res.data.message ?? 'Something went wrong. Please try again.';
      if (res.data.fields?.reason) setError(res.data.fields.reason);
      else setFormError(message);
      toast.error(message);
    } catch {
      const message = 'Could not reach the server. Please try again.';
      setFormError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="stack">
      <FormError message={formError} />
      <Field
        id={id}
        label={
          <>
            Reason<span className="visually-hidden"> to {what}</span>
          </>
        }
        error={error}
        hint={hint}
      >
        <Textarea
          {...fieldAria(id, error, Boolean(hint))}
          name="reason"
          rows={3}
          maxLength={MAX_REASON}
          required
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <div>
        <Button type="submit" variant={variant} busy={busy} busyLabel={busyLabel}>
          {label}
        </Button>
      </div>
    </form>
  );
}
