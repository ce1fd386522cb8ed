'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { Field, fieldAria } from '@/components/ui/field';
import { basicInfoSchema } from '@/lib/brands/schemas';
import { fieldErrors, withoutField } from './field-errors';
import { StepActions } from './step-actions';
import styles from './signup.module.css';

export type BasicValues = { name: string; email: string; password: string };

type Props = { values: BasicValues; onChange: (v: BasicValues) => void; onNext: () => void; serverErrors?: Record<string, string> };

/** Step 1: Basic Info — Full Name, Email Address, Password. */
export function BasicInfoStep({ values, onChange, onNext, serverErrors = {} }: Props) {
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors);
  const set = (key: keyof BasicValues) => (value: string) => {
    onChange({ ...values, [key]: value });
    setErrors((prev) => withoutField(prev, key));
  };
  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = basicInfoSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    onNext();
  }
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <Field id="name" label="Full Name" error={errors.name}>
        <input className="input" {...fieldAria('name', errors.name)} autoComplete="name" value={values.name} onChange={(e) => set('name')(e.target.value)} />
      </Field>
      <Field id="email" label="Email Address" error={errors.email}>
        <input className="input" type="email" {...fieldAria('email', errors.email)} autoComplete="email" value={values.email} onChange={(e) => set('email')(e.target.value)} />
      </Field>
      <Field id="password" label="Password" error={errors.password} hint="At least 6 characters">
        <input
          className="input"
          type="password"
          {...fieldAria('password', errors.password)}
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => set('password')(e.target.value)}
        />
      </Field>
      <StepActions nextLabel="Next" backDisabled />
      <p className={styles.footer}>
        Already have an account? <Link href="/brand/login">Login</Link>
      </p>
    </form>
  );
}
