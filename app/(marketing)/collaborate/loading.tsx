import styles from '@/components/collaborate/collaborate.module.css';
import { Spinner } from '@/components/ui/spinner';

/** Shown while the campaigns of a new search load. */
export default function Loading() {
  return (
    <main id="main" className={styles.main}>
      <div className="container">
        <header className={styles.head}>
          <p className={styles.eyebrow}>Open campaigns</p>
          <h1 className={styles.title}>Brand Collaborations</h1>
        </header>
        <Spinner label="Loading campaigns..." />
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className={`card ${styles.skeleton}`} />
          ))}
        </ul>
      </div>
    </main>
  );
}
