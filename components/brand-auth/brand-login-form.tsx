'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Field, fieldAria } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { fieldErrors, withoutField } from '@/components/brand-signup/field-errors';
import { api } from '@/lib/client/api';
import { brandLoginSchema } from '@/lib/brands/schemas';
import styles from '@/components/auth/auth.module.css';

const NO_ACCOUNT = 'Redirect to SignUP';

/** Brand login: Email, Password, Login; answers like the creator login. */
export function BrandLoginForm({ next }: { next: string }) {
  const router = useRouter();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: 'email' | 'password') => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((prev) => withoutField(prev, key));
    setFormError(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = brandLoginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    try {
      const res = await api('/api/brand/login', { method: 'POST', json: parsed.data });
      if (res.ok) {
        toast.success('Login successful');
        router.replace(next);
        router.refresh();
        return;
      }
      if (res.data.message === NO_ACCOUNT) {
        toast.error('User not found. Redirecting to signup...');
        setTimeout(() => router.push('/brand/signup'), 1200);
        return;
      }
      const message = res.data.message || 'Invalid credentials or server error';
      toast.error(message);
      setFormError(message);
    } catch {
      toast.error('Login failed. Please try again.');
      setFormError('Server error');
    }
    setBusy(false);
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <Field id="email" label="Email" error={errors.email}>
        <input className="input" type="email" inputMode="email" autoComplete="email" {...fieldAria('email', errors.email)} value={values.email} onChange={(e) => set('email')(e.target.value)} />
      </Field>
      <Field id="password" label="Password" error={errors.password}>
        <input
          className="input"
          type="password"
          autoComplete="current-password"
          {...fieldAria('password', errors.password)}
          value={values.password}
          onChange={(e) => set('password')(e.target.value)}
        />
      </Field>
      <SubmitButton busy={busy} busyLabel="Logging in...">
        Login
      </SubmitButton>
      <p className={styles.links}>
        <Link href="/forgot-password?role=brand">Forgot password?</Link>
        <span>
          Dont have an account? <Link href="/brand/signup">Sign up</Link>
        </span>
      </p>
    </form>
  );
}
