import type { ReactNode } from 'react';
import { activeFilterCount, type PageQuery } from '@/lib/campaigns/list-query';
import styles from './collaborate.module.css';
import { buttonClass } from '@/components/ui/button';

/**
 * The search and filters behind a "Filters (n)" button on a phone (n: how many are on), so the
 * results come first; always shown on wider screens. A native <details>: it opens without
 * JavaScript, as the cached page must work without it.
 */
export function FilterDisclosure({ query, children }: { query: PageQuery; children: ReactNode }) {
  const n = activeFilterCount(query);
  return (
    <details className={styles.filterDisclosure} data-testid="filter-disclosure">
      <summary className={`${buttonClass({ variant: 'secondary' })} ${styles.filterSummary}`}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        Filters ({n})<span className="visually-hidden">{n === 1 ? ' filter on' : ' filters on'}</span>
      </summary>
      {children}
    </details>
  );
}
