'use client';

import { TextField } from '@/components/ui/form-fields';
import type { FormApi } from '@/components/ui/use-action-form';

type Values = Record<string, unknown> & { email: string; password: string };

/** The Email and Password fields every login form starts with. */
export function EmailPasswordFields<T extends Values>({ form, emailLabel = 'Email' }: { form: FormApi<T>; emailLabel?: string }) {
  return (
    <>
      <TextField form={form} name="email" label={emailLabel} type="email" inputMode="email" autoComplete="email" />
      <TextField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
    </>
  );
}
