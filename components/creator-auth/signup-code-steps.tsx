'use client';

import { useServerAction } from '@/components/ui/use-server-action';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { useActionForm, type ActionFailure } from '@/components/ui/use-action-form';
import { requestCreatorCodeAction, verifyCreatorCodeAction } from '@/lib/creators/actions';
import { SIGNUP_TOASTS } from '@/lib/creators/messages';
import styles from './creator-auth.module.css';
import { EmailText } from '@/components/ui/email-text';

const codeFailure = (f: ActionFailure) => (f.status === 0 ? SIGNUP_TOASTS.codeUnreached : SIGNUP_TOASTS.codeFailed(f.message));

/** Step 1: the e-mail address and "Request OTP". */
export function EmailStep({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const { form, onSubmit, busy } = useActionForm(requestCreatorCodeAction, {
    defaultValues: { email: initialEmail },
    success: SIGNUP_TOASTS.codeSent,
    failure: codeFailure,
    onSuccess: (_data, input) => onSent(input.email.trim().toLowerCase()),
    onFailure: (f) => {
      if (!f.fields?.email) form.setError('email', { message: f.status === 0 ? 'Could not reach the server. Please try again.' : f.message });
    },
  });

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <p className={styles.lead}>Enter your e-mail address and we will send you a 6-digit code.</p>
      <TextField form={form} name="email" id="signup-email" label="Email" type="email" autoComplete="email" inputMode="email" required />
      <Button type="submit" block busy={busy} busyLabel="Sending...">
        Request OTP
      </Button>
    </form>
  );
}

/** Step 2: the mailed code and "Verify OTP", with resend and change-address. */
export function OtpStep({ email, onVerified, onChangeEmail }: { email: string; onVerified: () => void; onChangeEmail: () => void }) {
  const { form, onSubmit, busy } = useActionForm(verifyCreatorCodeAction, {
    defaultValues: { email, otp: '' },
    success: SIGNUP_TOASTS.verified,
    failure: (f) => (f.status === 0 ? SIGNUP_TOASTS.verifyUnreached : SIGNUP_TOASTS.verifyFailed(f.message)),
    onSuccess: () => onVerified(),
    onFailure: (f) => {
      if (!f.fields?.otp) form.setError('otp', { message: f.status === 0 ? 'Could not reach the server. Please try again.' : f.message });
    },
  });
  const resend = useServerAction(requestCreatorCodeAction, {
    onSuccess: () => {
      toast.success(SIGNUP_TOASTS.codeSent);
      form.reset({ otp: '' });
    },
    onError: ({ error }) => {
      const failure = (error.serverError as ActionFailure | undefined) ?? { status: 0, message: '' };
      toast.error(codeFailure(failure));
      form.setError('otp', { message: failure.message || 'Could not reach the server. Please try again.' });
    },
  });

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <p className={styles.lead}>
        We sent a 6-digit code to{' '}
        <strong>
          <EmailText address={email} />
        </strong>
        . It works for 10 minutes.
      </p>
      <TextField form={form} name="otp" id="signup-otp" label="OTP" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required autoFocus />
      <Button type="submit" block busy={busy} busyLabel="Verifying..." disabled={resend.isPending}>
        Verify OTP
      </Button>
      <div className={styles.inlineActions}>
        <Button variant="ghost" size="s" onClick={onChangeEmail} disabled={busy || resend.isPending}>
          Change email
        </Button>
        <Button variant="ghost" size="s" onClick={() => resend.execute({ email })} disabled={busy} busy={resend.isPending} busyLabel="Sending...">
          Resend OTP
        </Button>
      </div>
    </form>
  );
}
