'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useActionForm } from '@/components/ui/use-action-form';
import { EmailPasswordFields } from '@/components/auth';
import { loginFailureText } from '@/lib/auth/messages';
import { useGoOnAfterLogin } from '@/components/auth';
import { brandLoginAction } from '@/lib/auth/actions';
import { authStyles as styles } from '@/components/auth';

/** Brand login: Email, Password, Login; a refusal shows the server's message (unknown accounts answer like wrong passwords). */
export function BrandLoginForm({ next }: { next: string }) {
  const goOn = useGoOnAfterLogin();
  const { form, onSubmit, busy, formError } = useActionForm(brandLoginAction, {
    defaultValues: { email: '', password: '', next },
    success: (answer) => answer.message,
    failure: loginFailureText,
    onSuccess: goOn,
    // A wrong password is told by the toast alone; a lock-out (429) also stays above the form with its wait.
    banner: (failure) => failure.status !== 401,
  });

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      <EmailPasswordFields form={form} />
      <Button type="submit" block busy={busy} busyLabel="Logging in...">
        Login
      </Button>
      <p className={styles.links}>
        <Link href="/forgot-password?role=brand">Forgot password?</Link>
        <span>
          Dont have an account? <Link href="/brand/signup">Sign up</Link>
        </span>
      </p>
    </form>
  );
}
