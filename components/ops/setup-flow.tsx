'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Field, TextInput, fieldAria } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { api } from '@/lib/client/api';
import opsStyles from './ops.module.css';

type Enrolment = { secret: string; qrSvg: string };
type Stage = { at: 'password' } | { at: 'totp'; enrolment: Enrolment } | { at: 'done'; recoveryCodes: string[] };

/**
 * The one-time setup link: a password, then TOTP (the QR code the server drew, the secret as text,
 * a code to confirm), then the recovery codes, shown this once.
 */
export function OpsSetupFlow({ token, email, resume }: { token: string; email: string; resume: boolean }) {
  const [stage, setStage] = useState<Stage>({ at: 'password' });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function send<T>(path: string, json: unknown, onOk: (data: T) => void) {
    setBusy(true);
    setFormError(null);
    setFieldErrors({});
    try {
      const res = await api<T>(path, { method: 'POST', json });
      if (res.ok) onOk(res.data);
      else {
        setFieldErrors(res.data.fields ?? {});
        setFormError(res.data.message ?? 'Something went wrong');
      }
    } catch {
      setFormError('Could not reach the server. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  function setPassword(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const password = String(form.get('password') ?? '');
    if (!resume && password !== form.get('confirm')) {
      setFieldErrors({ confirm: 'The passwords do not match' });
      return;
    }
    void send<Enrolment>('/api/ops/setup/password', { token, password }, (enrolment) => setStage({ at: 'totp', enrolment }));
  }

  function confirmCode(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get('code') ?? '').trim();
    void send<{ recoveryCodes: string[] }>('/api/ops/setup/totp', { token, code }, ({ recoveryCodes }) => setStage({ at: 'done', recoveryCodes }));
  }

  if (stage.at === 'done') {
    return (
      <div className="stack">
        <h2>Your recovery codes</h2>
        <p>Two-step sign-in is on. Keep these codes somewhere safe: each one signs you in once in place of a code from your app. They are shown only now.</p>
        <ul className={opsStyles.codes} aria-label="Recovery codes">
          {stage.recoveryCodes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
        <ButtonLink href="/ops/login" block>
          Go to sign-in
        </ButtonLink>
      </div>
    );
  }

  if (stage.at === 'totp') {
    const { secret, qrSvg } = stage.enrolment;
    return (
      <form className="stack" onSubmit={confirmCode} noValidate>
        <h2>Turn on two-step sign-in</h2>
        <p>Scan this QR code with an authenticator app, or type the key below into it.</p>
        {/* eslint-disable-next-line @next/next/no-img-element -- the server's SVG as a data address: nothing to optimise, no request */}
        <img className={opsStyles.qr} src={`data:image/svg+xml;base64,${btoa(qrSvg)}`} alt="QR code of your authenticator key" width={200} height={200} />
        <p>
          Key:{' '}
          <code className={opsStyles.secret} data-testid="totp-secret">
            {secret}
          </code>
        </p>
        <FormError message={formError} />
        <Field id="setup-code" label="Code from your app" error={fieldErrors.code}>
          <TextInput {...fieldAria('setup-code', fieldErrors.code)} name="code" inputMode="numeric" autoComplete="one-time-code" required />
        </Field>
        <Button type="submit" block busy={busy} busyLabel="Checking...">
          Confirm code
        </Button>
      </form>
    );
  }

  return (
    <form className="stack" onSubmit={setPassword} noValidate>
      <p>
        Setting up the operator account <strong>{email}</strong>.
      </p>
      {resume ? <p className="muted">Your password is already set: enter it again to go on to two-step sign-in.</p> : null}
      <FormError message={formError} />
      <Field id="setup-password" label={resume ? 'Password' : 'New password'} error={fieldErrors.password} hint={resume ? undefined : 'At least 12 characters'}>
        <TextInput
          {...fieldAria('setup-password', fieldErrors.password, !resume)}
          name="password"
          type="password"
          autoComplete={resume ? 'current-password' : 'new-password'}
          required
        />
      </Field>
      {resume ? null : (
        <Field id="setup-confirm" label="Repeat the password" error={fieldErrors.confirm}>
          <TextInput {...fieldAria('setup-confirm', fieldErrors.confirm)} name="confirm" type="password" autoComplete="new-password" required />
        </Field>
      )}
      <Button type="submit" block busy={busy} busyLabel="Saving...">
        {resume ? 'Continue' : 'Set password'}
      </Button>
    </form>
  );
}
