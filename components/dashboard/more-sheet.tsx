import type { ReactNode } from 'react';

/**
 * The phone bar's More: the sections that do not fit, in a sheet above the bar (a <details>, so
 * it opens without JavaScript). Picking a section closes it: the page changes without a reload.
 */
export function MoreSheet({ children }: { children: ReactNode }) {
  return (
    <details className="dash-nav-details">
      <summary className="dash-nav-link">
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <circle cx="5" cy="12" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="19" cy="12" r="2" />
        </svg>
        <span className="dash-nav-label">More</span>
      </summary>
      <ul className="dash-nav-sheet" aria-label="More sections">
        {children}
      </ul>
    </details>
  );
}
