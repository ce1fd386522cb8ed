'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { ZodType } from '@/lib/zod';
import { fieldErrors, withoutField } from '@/components/brand-signup/field-errors';
import { api } from '@/lib/client/api';

type Values = { email: string; password: string };
type Router = ReturnType<typeof useRouter>;

type Options = {
  role: 'brand' | 'creator';
  schema: ZodType<Values>;
  /** Where a signed-in user goes (the forms differ in push/replace). */
  onSuccess: (router: Router) => void;
  /** The toast and the form message for a refused login, from the server's message. */
  failure: (serverMessage: string | undefined) => { toast: string; formError: string };
  /** The form message when the server cannot be reached. */
  offlineError: string;
};

/**
 * State and submit of the role login forms (`/brand/login`, `/creator/login`): validate, POST
 * `/api/<role>/login`, then toast and go on. An unknown e-mail and a wrong password get the same
 * answer (no account enumeration, SECURITY.md); the form's sign-up link is there for newcomers.
 */
export function useRoleLogin({ role, schema, onSuccess, failure, offlineError }: Options) {
  const router = useRouter();
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((prev) => withoutField(prev, key));
    setFormError(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    try {
      const res = await api(`/api/${role}/login`, { method: 'POST', json: parsed.data });
      if (res.ok) {
        toast.success('Login successful');
        onSuccess(router);
        router.refresh();
        return;
      }
      const shown = failure(res.data.message);
      toast.error(shown.toast);
      setErrors({});
      setFormError(shown.formError);
    } catch {
      toast.error('Login failed. Please try again.');
      setErrors({});
      setFormError(offlineError);
    }
    setBusy(false);
  }

  return { values, errors, formError, busy, set, submit };
}
