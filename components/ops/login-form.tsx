'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, TextInput, fieldAria } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { api } from '@/lib/client/api';

type Errors = Partial<Record<'email' | 'password' | 'code', string>>;

/** /ops/login: e-mail, password and a code from the authenticator app (or a recovery code). */
export function OpsLoginForm() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setFormError(null);
    setErrors({});
    try {
      const res = await api('/api/ops/login', { method: 'POST', json: { email: form.get('email'), password: form.get('password'), code: form.get('code') } });
      if (res.ok) {
        router.replace('/ops');
        router.refresh();
        return;
      }
      setErrors((res.data.fields ?? {}) as Errors);
      setFormError(res.data.message ?? 'Could not sign in');
    } catch {
      setFormError('Could not reach the server. Please try again.');
    }
    setBusy(false);
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <FormError message={formError} />
      <Field id="ops-email" label="E-mail" error={errors.email}>
        <TextInput {...fieldAria('ops-email', errors.email)} name="email" type="email" autoComplete="username" required />
      </Field>
      <Field id="ops-password" label="Password" error={errors.password}>
        <TextInput {...fieldAria('ops-password', errors.password)} name="password" type="password" autoComplete="current-password" required />
      </Field>
      <Field id="ops-code" label="Code from your authenticator app" error={errors.code} hint="Or one of your recovery codes">
        <TextInput {...fieldAria('ops-code', errors.code, true)} name="code" inputMode="numeric" autoComplete="one-time-code" required />
      </Field>
      <Button type="submit" block busy={busy} busyLabel="Signing in...">
        Sign in
      </Button>
    </form>
  );
}
