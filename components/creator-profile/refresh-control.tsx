'use client';

import styles from './creator-profile.module.css';

type Props = { label: React.ReactNode; busy?: boolean; disabled?: boolean; onRefresh: () => void; name?: string };

/** A refresh button with a line saying when the data was last loaded. */
export function RefreshControl({ label, busy, disabled, onRefresh, name = 'Refresh profile' }: Props) {
  return (
    <div className={styles.refresh}>
      <button type="button" className="icon-btn" aria-label={name} onClick={onRefresh} disabled={busy || disabled} aria-busy={busy || undefined}>
        <svg
          className={`${styles.refreshIcon} ${busy ? styles.spinning : ''}`}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
          <path d="M21 3v5h-5" />
        </svg>
      </button>
      <span aria-live="polite">{busy ? 'Refreshing...' : label}</span>
    </div>
  );
}
