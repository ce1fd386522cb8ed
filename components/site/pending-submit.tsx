'use client';

import type { ReactNode } from 'react';
import { useFormStatus } from 'react-dom';
import { buttonClass } from '@/components/ui/button';
import styles from './pending-submit.module.css';

type Props = { className?: string; children: ReactNode; pending?: ReactNode };

/**
 * The submit button of a GET search form (next/form): while the next page loads it shows a
 * spinner and is busy, so a search never looks ignored.
 */
export function PendingSubmit({ className, children, pending: pendingContent }: Props) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className={className} aria-busy={pending || undefined}>
      {pending ? (pendingContent ?? <span className="spinner spinner-small" aria-hidden="true" />) : children}
    </button>
  );
}

/** A polite status line inside a search form, announcing that results are loading. */
export function PendingStatus({ label = 'Loading campaigns...' }: { label?: string }) {
  const { pending } = useFormStatus();
  return (
    <span role="status" className={pending ? 'hint' : 'visually-hidden'}>
      {pending ? label : ''}
    </span>
  );
}

/** The Search button of a filters form: "Searching..." with a spinner while the results load. */
export function SearchSubmit() {
  return (
    <PendingSubmit
      className={`${buttonClass()} ${styles.search}`}
      pending={
        <>
          <span className="spinner spinner-small" aria-hidden="true" /> Searching...
        </>
      }
    >
      Search
    </PendingSubmit>
  );
}
