'use client';

import Link from 'next/link';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import styles from './auth.module.css';

/** Under the `/login` form: "Dont have an account? Sign up" opens a choice of the two sign-ups; the reset links for either role. */
export function SignupChooser() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className={styles.center}>
        <button type="button" className={styles.linkButton} aria-expanded={open} aria-controls="signup-chooser" onClick={() => setOpen((v) => !v)}>
          Dont have an account? Sign up
        </button>
        {open ? (
          <div id="signup-chooser" className={styles.chooser}>
            <ButtonLink variant="secondary" size="s" href="/brand/signup">
              Sign up as a brand
            </ButtonLink>
            <ButtonLink variant="secondary" size="s" href="/creator/signup">
              Sign up as a creator
            </ButtonLink>
          </div>
        ) : null}
      </div>
      <p className={styles.links}>
        <Link href="/forgot-password?role=brand">Forgot brand password?</Link>
        <Link href="/forgot-password?role=creator">Forgot creator password?</Link>
      </p>
    </>
  );
}
