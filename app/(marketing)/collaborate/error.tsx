'use client';

import styles from '@/components/collaborate/collaborate.module.css';
import { PageError } from '@/components/site/page-error';

/** The campaign list could not be read (e.g. the database is down): say so and offer a retry. */
export default function CollaborateError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <main id="main" className={styles.main}>
      <div className="container">
        <PageError error={error} retry={retry} title="Failed to fetch campaigns" />
      </div>
    </main>
  );
}
