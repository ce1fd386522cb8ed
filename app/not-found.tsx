import type { Metadata } from 'next';
import Link from 'next/link';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import styles from '@/components/site/not-found.module.css';

export const metadata: Metadata = {
  title: 'Page Not Found',
  description: 'The page you asked for does not exist.',
  robots: { index: false },
};

/** Every unknown URL (and every notFound()) ends here, with the public header and footer. */
export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="main" className={styles.main}>
        <div className="container">
          <p className={styles.code}>
            404
          </p>
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
      <SiteFooter />
    </>
  );
}
