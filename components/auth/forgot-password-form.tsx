'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Field, fieldAria } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormError } from '@/components/ui/form-error';
import { CodeInput } from './code-input';
import { fieldErrors, withoutField } from '@/components/brand-signup/field-errors';
import { api } from '@/lib/client/api';
import { resetConfirmSchema, resetRequestSchema } from '@/lib/auth/password-reset-schemas';

type Role = 'brand' | 'creator';

/** Password reset for either role: ask for a code by e-mail, then set a new password with it. */
export function ForgotPasswordForm({ initialRole }: { initialRole: Role | null }) {
  const [role, setRole] = useState<Role | null>(initialRole);
  const [stage, setStage] = useState<'request' | 'confirm' | 'done'>('request');
  const [values, setValues] = useState({ email: '', code: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((prev) => withoutField(prev, key));
    setFormError(null);
  };

  async function post(path: string, body: unknown): Promise<{ ok: boolean; message: string; fields?: Record<string, string> }> {
    try {
      const res = await api(path, { method: 'POST', json: body });
      return { ok: res.ok, message: res.data.message || 'Something went wrong', fields: res.data.fields };
    } catch {
      return { ok: false, message: 'Server error' };
    }
  }

  async function requestCode(e: FormEvent) {
    e.preventDefault();
    const parsed = resetRequestSchema.safeParse({ role: role ?? undefined, email: values.email });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    const res = await post('/api/auth/password-reset/request', parsed.data);
    setBusy(false);
    if (!res.ok) {
      setFormError(res.message);
      toast.error(res.message);
      return;
    }
    setInfo(res.message);
    toast.success('Check your e-mail for the code');
    setStage('confirm');
  }

  async function confirm(e: FormEvent) {
    e.preventDefault();
    const parsed = resetConfirmSchema.safeParse({ role: role ?? undefined, ...values });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    const res = await post('/api/auth/password-reset/confirm', parsed.data);
    setBusy(false);
    if (!res.ok) {
      setFormError(res.fields ? Object.values(res.fields)[0] : res.message);
      toast.error(res.message);
      return;
    }
    toast.success('Password updated');
    setInfo(res.message);
    setStage('done');
  }

  if (stage === 'done') {
    return (
      <div className="stack">
        <p role="status">{info}</p>
        <Link className="btn btn-primary btn-block" href={`/${role}/login`}>
          Go to login
        </Link>
      </div>
    );
  }

  return (
    <form className="stack" onSubmit={stage === 'request' ? requestCode : confirm} noValidate>
      <FormError message={formError} />
      {info && stage === 'confirm' ? <p role="status">{info}</p> : null}
      <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }} disabled={stage !== 'request'}>
        <legend className="label">Account type</legend>
        <div className="row" role="radiogroup" aria-describedby={errors.role ? 'role-error' : undefined}>
          {(['brand', 'creator'] as const).map((r) => (
            <label key={r} className="row" style={{ gap: 6 }}>
              <input
                type="radio"
                name="role"
                value={r}
                checked={role === r}
                onChange={() => {
                  setRole(r);
                  setErrors((prev) => withoutField(prev, 'role'));
                }}
              />
              {r === 'brand' ? 'Brand' : 'Creator'}
            </label>
          ))}
        </div>
        {errors.role ? (
          <p className="field-error" id="role-error" role="alert">
            Choose brand or creator
          </p>
        ) : null}
      </fieldset>
      <Field id="email" label="Email Address" error={errors.email}>
        <input
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          readOnly={stage !== 'request'}
          {...fieldAria('email', errors.email)}
          value={values.email}
          onChange={(e) => set('email')(e.target.value)}
        />
      </Field>
      {stage === 'confirm' ? (
        <>
          <Field id="code" label="Code from the e-mail" error={errors.code}>
            <CodeInput id="code" error={errors.code} value={values.code} onCode={set('code')} />
          </Field>
          <Field id="password" label="New Password" error={errors.password} hint="At least 6 characters">
            <input
              className="input"
              type="password"
              autoComplete="new-password"
              {...fieldAria('password', errors.password)}
              value={values.password}
              onChange={(e) => set('password')(e.target.value)}
            />
          </Field>
          <SubmitButton busy={busy} busyLabel="Saving...">
            Set new password
          </SubmitButton>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => {
              setStage('request');
              setInfo(null);
              setValues((v) => ({ ...v, code: '' }));
            }}
          >
            Send a new code
          </button>
        </>
      ) : (
        <SubmitButton busy={busy} busyLabel="Sending...">
          Send reset code
        </SubmitButton>
      )}
      <p className="small muted" style={{ textAlign: 'center', margin: 0 }}>
        Remembered it? <Link href={role ? `/${role}/login` : '/login'}>Back to login</Link>
      </p>
    </form>
  );
}
