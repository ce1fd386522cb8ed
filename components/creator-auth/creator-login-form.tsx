'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { api } from '@/lib/client/api';
import { creatorLoginSchema } from '@/lib/creators/schemas';
import { Field, fieldAria } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { fieldErrorsOf, type FieldErrors } from './form-errors';
import styles from './creator-auth.module.css';

// The message the login API answers for an unknown account (spec §8).
const NO_ACCOUNT = 'Redirect to SignUP';

/** Creator login: Email, Password, Login (spec §2, §8). */
export function CreatorLoginForm({ next }: { next: string }) {
  const router = useRouter();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const withNext = (path: string) => (next === '/creator/dashboard' ? path : `${path}?next=${encodeURIComponent(next)}`);

  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    setErrors((er) => ({ ...er, [key]: undefined, _: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = creatorLoginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setBusy(true);
    try {
      const res = await api('/api/creator/login', { method: 'POST', json: parsed.data });
      if (res.ok) {
        toast.success('Login successful');
        router.push(next);
        router.refresh();
        return;
      }
      if (res.data.message === NO_ACCOUNT) {
        toast.error('User not found. Redirecting to signup...');
        // A moment to read the toast before the page changes.
        setTimeout(() => router.push(withNext('/creator/signup')), 1200);
        return;
      }
      toast.error('Invalid credentials or server error');
      setErrors({ _: res.data.message ?? 'Something went wrong' });
      setBusy(false);
    } catch {
      toast.error('Login failed. Please try again.');
      setErrors({ _: 'Could not reach the server. Please try again.' });
      setBusy(false);
    }
  }

  return (
    <>
      <form className="stack" onSubmit={submit} noValidate aria-describedby={errors._ ? 'login-form-error' : undefined}>
        {errors._ ? (
          <p className="form-error" id="login-form-error" role="alert">
            {errors._}
          </p>
        ) : null}
        <Field id="login-email" label="Email" error={errors.email}>
          <input
            {...fieldAria('login-email', errors.email)}
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={set('email')}
            required
          />
        </Field>
        <Field id="login-password" label="Password" error={errors.password}>
          <input
            {...fieldAria('login-password', errors.password)}
            className="input"
            type="password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={set('password')}
            required
          />
        </Field>
        <SubmitButton busy={busy} busyLabel="Logging in...">
          Login
        </SubmitButton>
      </form>
      <p className={styles.links}>
        <Link href="/forgot-password?role=creator">Forgot password?</Link>
      </p>
      <p className={styles.links}>
        New here? <Link href={withNext('/creator/signup')}>Sign up as a creator</Link>
      </p>
    </>
  );
}
