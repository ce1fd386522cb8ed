'use client';

import { useEffect, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';

type Props = {
  error: unknown;
  retry: () => void;
  /** What could not load, e.g. "Failed to fetch campaigns"; a general sentence when not given. */
  title?: ReactNode;
  className?: string;
};

/**
 * What a page shows when it could not load (e.g. the database is down): say so and offer a retry.
 * Error boundaries (`error.tsx`) render it; the details go to the browser console only.
 */
export function PageError({ error, retry, title = 'Something went wrong', className }: Props) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className={cx('card empty-state', className)} role="alert">
      <h1 className="empty-state-title">{title}</h1>
      <p>{title === 'Something went wrong' ? 'We could not load this page.' : 'Something went wrong on our side.'} Please try again in a moment.</p>
      <Button onClick={() => retry()}>Try again</Button>
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
