'use client';

import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/client/api';
import { requestOtpSchema, verifyOtpSchema } from '@/lib/creators/schemas';
import { Field, fieldAria } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { fieldErrorsOf } from './form-errors';
import styles from './creator-auth.module.css';

/** Asks the server to mail a code, with the spec's toasts; resolves to an inline error or null. */
async function sendOtp(email: string): Promise<string | null> {
  try {
    const res = await api('/api/creator/request-otp', { method: 'POST', json: { email } });
    if (res.ok) {
      toast.success('OTP sent successfully!');
      return null;
    }
    const message = res.data.message ?? 'Something went wrong';
    toast.error(`OTP request failed: ${message}`);
    return res.data.fields?.email ?? message;
  } catch {
    toast.error('Error during OTP request');
    return 'Could not reach the server. Please try again.';
  }
}

/** Step 1: the e-mail address and "Request OTP". */
export function EmailStep({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = requestOtpSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error).email);
      return;
    }
    setBusy(true);
    const problem = await sendOtp(parsed.data.email);
    setBusy(false);
    if (problem) setError(problem);
    else onSent(parsed.data.email);
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <p className={styles.lead}>Enter your e-mail address and we will send you a 6-digit code.</p>
      <Field id="signup-email" label="Email" error={error}>
        <input
          {...fieldAria('signup-email', error)}
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }}
          required
        />
      </Field>
      <SubmitButton busy={busy} busyLabel="Sending...">
        Request OTP
      </SubmitButton>
    </form>
  );
}

/** Step 2: the mailed code and "Verify OTP", with resend and change-address. */
export function OtpStep({ email, onVerified, onChangeEmail }: { email: string; onVerified: () => void; onChangeEmail: () => void }) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = verifyOtpSchema.safeParse({ email, otp });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error).otp ?? fieldErrorsOf(parsed.error).email);
      return;
    }
    setBusy(true);
    try {
      const res = await api('/api/creator/verify-otp', { method: 'POST', json: parsed.data });
      if (res.ok) {
        toast.success('OTP verified successfully!');
        onVerified();
        return;
      }
      const message = res.data.message ?? 'Something went wrong';
      toast.error(`OTP verification failed: ${message}`);
      setError(res.data.fields?.otp ?? message);
    } catch {
      toast.error('Error during OTP verification');
      setError('Could not reach the server. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setResending(true);
    const problem = await sendOtp(email);
    setResending(false);
    setOtp('');
    setError(problem ?? undefined);
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <p className={styles.lead}>
        We sent a 6-digit code to <strong>{email}</strong>. It works for 10 minutes.
      </p>
      <Field id="signup-otp" label="OTP" error={error}>
        <input
          {...fieldAria('signup-otp', error)}
          className="input"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={otp}
          onChange={(e) => {
            setOtp(e.target.value.replace(/\D/g, '').slice(0, 6));
            setError(undefined);
          }}
          required
          autoFocus
        />
      </Field>
      <SubmitButton busy={busy} busyLabel="Verifying..." disabled={resending}>
        Verify OTP
      </SubmitButton>
      <div className={styles.inlineActions}>
        <button type="button" className="btn btn-ghost btn-small" onClick={onChangeEmail} disabled={busy || resending}>
          Change email
        </button>
        <button type="button" className="btn btn-ghost btn-small" onClick={resend} disabled={busy || resending} aria-busy={resending || undefined}>
          {resending ? 'Sending...' : 'Resend OTP'}
        </button>
      </div>
    </form>
  );
}
