import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findTag } from '@/components/api-docs/reference-data';
import { TagReference } from '@/components/api-docs/tag-reference';
import styles from '@/components/api-docs/api-docs.module.css';
import { publicMetadata } from '@/components/site/metadata';

type Props = { params: Promise<{ tag: string }> };

// One page per tag of the reference, rendered on its first visit and then served by the page cache
// (it changes only with a deploy); an unknown tag is a 404, never stored.
export const dynamic = 'force-static';
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tag = findTag((await params).tag);
  if (!tag) return { title: 'Page Not Found', robots: { index: false } };
  return publicMetadata({
    title: `${tag.name}: API reference`,
    description: `The CollabMarket JSON API, ${tag.name}: ${tag.operations.length} operations with their parameters, bodies, answers and examples.`,
    path: `/docs/api/${tag.slug}`,
  });
}

export default async function ApiTagPage({ params }: Props) {
  const tag = findTag((await params).tag);
  if (!tag) notFound();
  return (
    <main id="main" className={styles.main}>
      <div className="container">
        <h1 className={styles.title}>{`API reference: ${tag.name}`}</h1>
        <TagReference tag={tag} />
      </div>
    </main>
  );
}
