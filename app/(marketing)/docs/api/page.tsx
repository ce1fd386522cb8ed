import type { Metadata } from 'next';
import { ApiReference } from '@/components/api-docs/api-reference';
import styles from '@/components/api-docs/api-docs.module.css';
import { publicMetadata } from '@/components/site/metadata';

export const metadata: Metadata = publicMetadata({
  title: 'API reference',
  description: 'The CollabMarket JSON API: tokens, rate limits, CORS, the main flows, and every operation with its parameters, bodies, answers and examples.',
  path: '/docs/api',
});

// The same page for everyone, and it changes only with a deploy: rendered once, then served by the
// page cache (lib/page-cache/) with the hashes of its inline scripts as its script policy.
export const dynamic = 'force-static';

export default function ApiDocsPage() {
  return (
    <main id="main" className={styles.main}>
      <div className="container">
        <h1 className={styles.title}>API reference</h1>
        <ApiReference />
      </div>
    </main>
  );
}
