'use client';

import { Field, fieldAria } from '@/components/ui/field';

type Key = 'email' | 'password';

type Props = {
  values: Record<Key, string>;
  errors: Partial<Record<string, string>>;
  onChange: (key: Key, value: string) => void;
  /** Put before the input ids (`${idPrefix}email`), for pages holding more than one form. */
  idPrefix?: string;
  emailLabel?: string;
  /** Give the inputs `name` and `required` (native form semantics). */
  named?: boolean;
};

/** The Email and Password inputs every login form starts with. */
export function EmailPasswordFields({ values, errors, onChange, idPrefix = '', emailLabel = 'Email', named = false }: Props) {
  const emailId = `${idPrefix}email`;
  const passwordId = `${idPrefix}password`;
  const native = (name: Key) => (named ? { name, required: true } : {});
  return (
    <>
      <Field id={emailId} label={emailLabel} error={errors.email}>
        <input
          {...fieldAria(emailId, errors.email)}
          {...native('email')}
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => onChange('email', e.target.value)}
        />
      </Field>
      <Field id={passwordId} label="Password" error={errors.password}>
        <input
          {...fieldAria(passwordId, errors.password)}
          {...native('password')}
          className="input"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => onChange('password', e.target.value)}
        />
      </Field>
    </>
  );
}
