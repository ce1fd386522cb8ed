import { CompactForm as Form } from './compact-form';
import { PendingSubmit } from './pending-submit';
import styles from './site.module.css';

type Props = { id: string; defaultValue?: string; className?: string };

/** Campaign search: a GET form to /collaborate?q=…, so it works before (and without) JavaScript. */
export function SearchBox({ id, defaultValue, className }: Props) {
  return (
    <Form action="/collaborate" prefetch={false} role="search" aria-label="Search campaigns" className={`${styles.search} ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        Search campaigns
      </label>
      <input
        id={id}
        name="q"
        type="search"
        className={styles.searchInput}
        placeholder="Search campaigns"
        defaultValue={defaultValue}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
      />
      <PendingSubmit className={styles.searchButton} pending={<span className="spinner spinner-small" role="status" aria-label="Searching" />}>
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className="visually-hidden">Search</span>
      </PendingSubmit>
    </Form>
  );
}
