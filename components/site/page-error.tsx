'use client';

import { useEffect } from 'react';

type Props = { error: unknown; retry: () => void };

/**
 * What a page shows when it could not load (e.g. the database is down): say so and offer a retry.
 * Error boundaries (`error.tsx`) render it; the details go to the browser console only.
 */
export function PageError({ error, retry }: Props) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="card empty-state" role="alert">
      <h1>Something went wrong</h1>
      <p>We could not load this page. Please try again in a moment.</p>
      <button type="button" className="btn btn-primary" onClick={() => retry()}>
        Try again
      </button>
    </div>
  );
}

/** The same, as a whole page: for boundaries above every layout that would give it a frame. */
export function StandalonePageError(props: Props) {
  return (
    <main id="main" className="container standalone-error">
      <PageError {...props} />
    </main>
  );
}
