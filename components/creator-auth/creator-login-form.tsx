'use client';

import Link from 'next/link';
import { creatorLoginSchema } from '@/lib/creators/schemas';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormError } from '@/components/ui/form-error';
import { EmailPasswordFields } from '@/components/auth/email-password-fields';
import { useRoleLogin } from '@/components/auth/use-role-login';
import styles from './creator-auth.module.css';

/** Creator login: Email, Password, Login (spec §2, §8). */
export function CreatorLoginForm({ next }: { next: string }) {
  const withNext = (path: string) => (next === '/creator/dashboard' ? path : `${path}?next=${encodeURIComponent(next)}`);
  const { values, errors, formError, busy, set, submit } = useRoleLogin({
    role: 'creator',
    schema: creatorLoginSchema,
    onSuccess: (router) => router.push(next),
    failure: (serverMessage) => ({ toast: 'Invalid credentials or server error', formError: serverMessage ?? 'Something went wrong' }),
    offlineError: 'Could not reach the server. Please try again.',
  });

  return (
    <>
      <form className="stack" onSubmit={submit} noValidate aria-describedby={formError ? 'login-form-error' : undefined}>
        <FormError message={formError} id="login-form-error" />
        <EmailPasswordFields values={values} errors={errors} onChange={set} idPrefix="login-" named />
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
