import styles from './not-found.module.css';
import { ButtonLink } from '@/components/ui/button-link';

/** The 404 message and its ways out. */
export function NotFoundContent() {
  return (
    <main id="main" className={styles.main}>
      <div className="container">
        <p className={styles.code}>404</p>
        <h1 className={styles.title}>Page Not Found</h1>
        <p className="muted">The page may have moved, or the campaign may be closed.</p>
        <div className={styles.actions}>
          <ButtonLink href="/">Back to Home</ButtonLink>
          <ButtonLink href="/collaborate" variant="secondary">
            Browse campaigns
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
