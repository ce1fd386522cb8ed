'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useActionForm } from '@/components/ui/use-action-form';
import { EmailPasswordFields } from '@/components/auth';
import { loginFailureText } from '@/lib/auth/messages';
import { useGoOnAfterLogin } from '@/components/auth';
import { creatorLoginAction } from '@/lib/auth/actions';
import styles from './creator-auth.module.css';

/**
 * Creator login: Email, Password, Login (spec §2, §8): the spec's success toast; a refusal in plain
 * words (issue 31: "Incorrect e-mail or password" where the spec's toast said "Invalid credentials or
 * server error" for every refusal), the server's reason above the form.
 */
export function CreatorLoginForm({ next }: { next: string }) {
  const goOn = useGoOnAfterLogin();
  const withNext = (path: string) => (next === '/creator/dashboard' ? path : `${path}?next=${encodeURIComponent(next)}`);
  const { form, onSubmit, busy, formError } = useActionForm(creatorLoginAction, {
    defaultValues: { email: '', password: '', next },
    success: (answer) => answer.message,
    failure: loginFailureText,
    onSuccess: goOn,
    // A wrong password is told by the toast alone; a lock-out (429) also stays above the form with its wait.
    banner: (failure) => failure.status !== 401,
  });

  return (
    <>
      <form className="stack" onSubmit={onSubmit} noValidate aria-describedby={formError ? 'login-form-error' : undefined}>
        <FormError message={formError} id="login-form-error" />
        <EmailPasswordFields form={form} />
        <Button type="submit" block busy={busy} busyLabel="Logging in...">
          Login
        </Button>
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
