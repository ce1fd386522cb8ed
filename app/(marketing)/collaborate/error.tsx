'use client';

import { useEffect } from 'react';
import styles from '@/components/collaborate/collaborate.module.css';

/** The campaign list could not be read (e.g. the database is down): say so and offer a retry. */
export default function CollaborateError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className={styles.main}>
      <div className="container">
        <header className={styles.head}>
          <h1 className={styles.title}>Brand Collaborations</h1>
        </header>
        <div className="empty-state" role="alert">
          <p className={styles.emptyTitle}>Failed to fetch campaigns</p>
          <p>Something went wrong on our side. Please try again in a moment.</p>
          <button type="button" className="btn btn-primary" onClick={() => retry()}>
            Try again
          </button>
        </div>
      </div>
    </main>
  );
}
