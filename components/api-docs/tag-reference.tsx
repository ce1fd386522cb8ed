import 'server-only';
import Link from 'next/link';
import { ErrorAnswers, OperationView } from './operation-view';
import { apiDoc, docTags, schemasHref, tagHref, type DocOperation, type DocTag } from './reference-data';
import styles from './api-docs.module.css';

// A tag's page of the reference (/docs/api/<tag>): its operations, their JSON Schemas each on the
// operation's own page (/docs/api/<tag>/<operationId>), which keeps every page light (issue 30).

function Sections({ current }: { current: DocTag }) {
  return (
    <nav className={styles.toc} aria-label="API reference">
      <h2 className={styles.tocTitle}>API reference</h2>
      <ul>
        <li>
          <Link prefetch={false} href="/docs/api">
            Guide and index
          </Link>
        </li>
        {docTags().map((t) => (
          <li key={t.slug}>
            <Link prefetch={false} href={tagHref(t)} aria-current={t === current ? 'page' : undefined}>
              {t.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function TagReference({ tag }: { tag: DocTag }) {
  return (
    <div className={styles.layout}>
      <Sections current={tag} />
      <div className={styles.content}>
        {tag.operations.map(({ method, path, op }) => (
          <OperationView key={op.operationId} method={method} path={path} op={op} schemasHref={schemasHref(tag, op)} />
        ))}
        <ErrorAnswers ops={tag.operations.map((o) => o.op)} errors={apiDoc().components.responses} />
      </div>
    </div>
  );
}

/** One operation with its JSON Schemas in full (/docs/api/<tag>/<operationId>). */
export function OperationSchemas({ tag, operation }: { tag: DocTag; operation: DocOperation }) {
  const { method, path, op } = operation;
  return (
    <div className={styles.layout}>
      <Sections current={tag} />
      <div className={styles.content}>
        <p>
          <a href={`${tagHref(tag)}#${op.operationId}`}>Back to {tag.name}</a>
        </p>
        <OperationView method={method} path={path} op={op} />
        <ErrorAnswers ops={[op]} errors={apiDoc().components.responses} />
      </div>
    </div>
  );
}
