'use client';

import { useServerAction } from '@/components/ui/use-server-action';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/form-fields';
import { useActionForm, type ActionFailure } from '@/components/ui/use-action-form';
import { cancelBrandEmailChangeAction, confirmBrandEmailAction } from '@/lib/brands/actions';
import type { BrandProfileJson } from '@/lib/brands/serialize';
import styles from './brand-profile.module.css';
import { EmailText } from '@/components/ui/email-text';

/** While a new e-mail address waits for its code: the code box, and a way to drop the change. */
export function EmailChangePanel({ pendingEmail, onChange }: { pendingEmail: string; onChange: (p: BrandProfileJson) => void }) {
  const { form, onSubmit, busy, formError } = useActionForm(confirmBrandEmailAction, {
    defaultValues: { code: '' },
    success: (saved) => saved.message,
    onSuccess: (saved) => onChange(saved),
  });
  const cancel = useServerAction(cancelBrandEmailChangeAction, {
    onSuccess: ({ data }) => {
      toast.success(data.message);
      onChange(data);
    },
    onError: ({ error }) => toast.error((error.serverError as ActionFailure | undefined)?.message ?? 'Server error'),
  });
  return (
    <Card as="form" className="stack" onSubmit={onSubmit} noValidate aria-labelledby="email-change-title">
      <h2 id="email-change-title">Confirm your new e-mail</h2>
      <p className="muted">
        We sent a 6-digit code to{' '}
        <strong>
          <EmailText address={pendingEmail} />
        </strong>
        . Enter it to make it your e-mail address; until then you log in with your current one.
      </p>
      <FormError message={formError} />
      <TextField form={form} name="code" label="Code from the e-mail" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      <div className={styles.actions}>
        <Button variant="secondary" busy={cancel.isPending} busyLabel="Cancelling..." disabled={busy} onClick={() => cancel.execute()}>
          Keep my current e-mail
        </Button>
        <Button type="submit" busy={busy} busyLabel="Confirming..." disabled={cancel.isPending}>
          Confirm e-mail
        </Button>
      </div>
    </Card>
  );
}
