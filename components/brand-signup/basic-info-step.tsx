'use client';

import Link from 'next/link';
import { TextField } from '@/components/ui/form-fields';
import type { SignupWizardState } from './use-signup-wizard';
import { StepActions } from './step-actions';
import styles from './signup.module.css';

type Props = { form: SignupWizardState['basic']['form']; busy: boolean; onNext: SignupWizardState['next'] };

/** Step 1: Basic Info — Full Name, Email Address, Password. */
export function BasicInfoStep({ form, busy, onNext }: Props) {
  return (
    <form className="stack" onSubmit={onNext} noValidate>
      <TextField form={form} name="name" label="Full Name" autoComplete="name" />
      <TextField form={form} name="email" label="Email Address" type="email" autoComplete="email" />
      <TextField form={form} name="password" label="Password" type="password" autoComplete="new-password" hint="At least 6 characters" />
      <StepActions nextLabel="Next" busy={busy} busyLabel="Checking..." />
      <p className={styles.footer}>
        Already have an account? <Link href="/brand/login">Login</Link>
      </p>
    </form>
  );
}
