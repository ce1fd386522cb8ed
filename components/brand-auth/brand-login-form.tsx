'use client';

import Link from 'next/link';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormError } from '@/components/ui/form-error';
import { EmailPasswordFields } from '@/components/auth/email-password-fields';
import { useRoleLogin } from '@/components/auth/use-role-login';
import { brandLoginSchema } from '@/lib/brands/schemas';
import styles from '@/components/auth/auth.module.css';

/** Brand login: Email, Password, Login; answers like the creator login. */
export function BrandLoginForm({ next }: { next: string }) {
  const { values, errors, formError, busy, set, submit } = useRoleLogin({
    role: 'brand',
    schema: brandLoginSchema,
    onSuccess: (router) => router.replace(next),
    failure: (serverMessage) => {
      const message = serverMessage || 'Invalid credentials or server error';
      return { toast: message, formError: message };
    },
    offlineError: 'Server error',
  });

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <FormError message={formError} />
      <EmailPasswordFields values={values} errors={errors} onChange={set} />
      <SubmitButton busy={busy} busyLabel="Logging in...">
        Login
      </SubmitButton>
      <p className={styles.links}>
        <Link href="/forgot-password?role=brand">Forgot password?</Link>
        <span>
          Dont have an account? <Link href="/brand/signup">Sign up</Link>
        </span>
      </p>
    </form>
  );
}
