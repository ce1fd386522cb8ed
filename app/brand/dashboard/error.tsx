'use client';

import { useEffect } from 'react';

/** A dashboard page could not load (e.g. the database is down): say so and offer a retry. */
export default function BrandDashboardError({ error, retry }: { error: unknown; retry: () => void }) {
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
