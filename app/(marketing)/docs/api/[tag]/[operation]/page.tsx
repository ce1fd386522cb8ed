import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findTag } from '@/components/api-docs/reference-data';
import { OperationSchemas } from '@/components/api-docs/tag-reference';
import styles from '@/components/api-docs/api-docs.module.css';
import { publicMetadata } from '@/components/site/metadata';

type Props = { params: Promise<{ tag: string; operation: string }> };

// One operation with its JSON Schemas in full, linked from its tag's page; cached like it.
export const dynamic = 'force-static';
export function generateStaticParams() {
  return [];
}

async function find(params: Props['params']) {
  const { tag: slug, operation: id } = await params;
  const tag = findTag(slug);
  const operation = tag?.operations.find((o) => o.op.operationId === id);
  return tag && operation ? { tag, operation } : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await find(params);
  if (!found) return { title: 'Page Not Found', robots: { index: false } };
  const { tag, operation } = found;
  const name = `${operation.method.toUpperCase()} ${operation.path}`;
  return publicMetadata({
    title: `${name}: API reference`,
    description: `The CollabMarket JSON API: ${name}, ${operation.op.summary}, with the JSON Schemas of its body and answers.`,
    path: `/docs/api/${tag.slug}/${operation.op.operationId}`,
  });
}

export default async function ApiOperationPage({ params }: Props) {
  const found = await find(params);
  if (!found) notFound();
  const { method, path } = found.operation;
  return (
    <main id="main" className={styles.main}>
      <div className="container">
        <h1 className={styles.title}>{`JSON Schemas of ${method.toUpperCase()} ${path}`}</h1>
        <OperationSchemas {...found} />
      </div>
    </main>
  );
}
