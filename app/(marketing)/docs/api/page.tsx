import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ApiReference } from '@/components/api-docs/api-reference';
import styles from '@/components/api-docs/api-docs.module.css';
import { publicMetadata } from '@/components/site/metadata';

export const metadata: Metadata = publicMetadata({
  title: 'API reference',
  description: 'The CollabMarket JSON API: tokens, rate limits, CORS and every operation with its parameters, bodies, answers and examples.',
  path: '/docs/api',
});

export default async function ApiDocsPage() {
  // Rendered per request, so the page's scripts carry the CSP nonce like every other page.
  await connection();
  return (
    <main id="main" className={styles.main}>
      <div className="container">
        <h1 className={styles.title}>API reference</h1>
        <ApiReference />
      </div>
    </main>
  );
}
