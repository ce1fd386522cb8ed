import Link from 'next/link';
import styles from './not-found.module.css';

/** The 404 message and its ways out. */
export function NotFoundContent() {
  return (
    <main id="main" className={styles.main}>
      <div className="container">
        <p className={styles.code}>404</p>
        <h1 className={styles.title}>Page Not Found</h1>
        <p className="muted">The page may have moved, or the campaign may be closed.</p>
        <div className={styles.actions}>
          <Link href="/" className="btn btn-primary">
            Back to Home
          </Link>
          <Link href="/collaborate" className="btn btn-secondary">
            Browse campaigns
          </Link>
        </div>
      </div>
    </main>
  );
}
