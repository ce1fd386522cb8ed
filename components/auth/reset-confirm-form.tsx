'use client';

import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/form-fields';
import { useActionForm } from '@/components/ui/use-action-form';
import { confirmPasswordResetAction } from '@/lib/auth/actions';
import type { ResetRequest } from '@/lib/auth/password-reset-schemas';
import { BackToLogin } from './back-to-login';
import { RoleChoice } from './role-choice';

type Props = { account: ResetRequest; sentMessage: string; onDone: (message: string) => void; onNewCode: () => void };

/** Step 2 of a password reset: the mailed code and the new password, for the account of step 1. */
export function ResetConfirmForm({ account, sentMessage, onDone, onNewCode }: Props) {
  const { form, onSubmit, busy, formError } = useActionForm(confirmPasswordResetAction, {
    defaultValues: { ...account, code: '', password: '' },
    success: 'Password updated',
    onSuccess: (answer) => onDone(answer.message),
  });
  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      <p role="status">{sentMessage}</p>
      <RoleChoice value={account.role} disabled />
      <Field id="email" label="Email Address">
        <TextInput id="email" type="email" value={account.email} readOnly />
      </Field>
      <TextField form={form} name="code" label="Code from the e-mail" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      <TextField form={form} name="password" label="New Password" type="password" autoComplete="new-password" hint="At least 6 characters" />
      <Button type="submit" block busy={busy} busyLabel="Saving...">
        Set new password
      </Button>
      <Button variant="ghost" size="s" onClick={onNewCode} disabled={busy}>
        Send a new code
      </Button>
      <BackToLogin role={account.role} />
    </form>
  );
}
