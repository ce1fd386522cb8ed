'use client';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextField, useFieldError } from '@/components/ui/form-fields';
import { useActionForm } from '@/components/ui/use-action-form';
import { requestPasswordResetAction } from '@/lib/auth/actions';
import type { ResetRequest } from '@/lib/auth/password-reset-schemas';
import type { Role } from '@/models';
import { BackToLogin } from './back-to-login';
import { RoleChoice } from './role-choice';

type Props = { role: Role | null; email: string; onSent: (account: ResetRequest, message: string) => void };

/** Step 1 of a password reset: the account type and its e-mail; a code is mailed if the account exists. */
export function ResetRequestForm({ role, email, onSent }: Props) {
  const { form, onSubmit, busy, formError } = useActionForm(requestPasswordResetAction, {
    defaultValues: { role: role ?? undefined, email },
    success: 'Check your e-mail for the code',
    onSuccess: (answer, input) => onSent({ role: input.role, email: input.email }, answer.message),
  });
  const chosen = form.watch('role');
  const roleError = useFieldError(form, 'role');
  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      <RoleChoice value={chosen} onChange={(r) => form.setValue('role', r)} error={roleError ? 'Choose brand or creator' : undefined} />
      <TextField form={form} name="email" label="Email Address" type="email" inputMode="email" autoComplete="email" />
      <Button type="submit" block busy={busy} busyLabel="Sending...">
        Send reset code
      </Button>
      <BackToLogin role={chosen ?? null} />
    </form>
  );
}
