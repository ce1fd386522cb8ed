import Link from 'next/link';
import { SchemaView, typeLabel, type Schema } from './schema-view';
import { CodeBlock, TableBox } from './scroll-box';
import styles from './api-docs.module.css';

type Example = { summary?: string; value: unknown };
type Media = { schema?: Schema; examples?: Record<string, Example> };
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; examples?: Record<string, Example> };
type Answer = { description?: string; content?: Record<string, Media>; $ref?: string };

export type OperationDoc = {
  operationId: string;
  summary: string;
  description?: string;
  security: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { description?: string; content: Record<string, Media> };
  responses: Record<string, Answer>;
};

const WHO: Record<string, string> = {
  bearerAuth: 'Bearer token',
  brandCookie: 'brand session cookie',
  creatorCookie: 'creator session cookie',
  conversionKey: 'the campaign’s conversion key (Bearer)',
};

function access(security: OperationDoc['security']): string {
  if (security.length === 0) return 'Public';
  const names = security.flatMap((s) => Object.keys(s).map((k) => WHO[k] ?? k));
  const optional = security.some((s) => Object.keys(s).length === 0);
  return `${optional ? 'Optional: ' : ''}${names.join(', or ')}`;
}

/** Inline, backticked words of the document's descriptions as code. */
export function Prose({ text }: { text: string }) {
  return <>{text.split(/(`[^`]+`)/).map((part, i) => (part.startsWith('`') && part.endsWith('`') ? <code key={i}>{part.slice(1, -1)}</code> : part))}</>;
}

function Examples({ examples, of }: { examples?: Record<string, Example>; of: string }) {
  if (!examples) return null;
  return (
    <>
      {Object.entries(examples).map(([name, ex]) => (
        <figure key={name} className={styles.example}>
          <figcaption>
            Example {of}: {ex.summary ?? name}
          </figcaption>
          <CodeBlock value={JSON.stringify(ex.value, null, 2)} />
        </figure>
      ))}
    </>
  );
}

/** Whether any body or answer of the operation has a schema (shown in full on its own page). */
const hasSchemas = (op: OperationDoc) =>
  Object.values(op.requestBody?.content ?? {}).some((m) => m.schema) ||
  Object.values(op.responses).some((a) => Object.entries(a.content ?? {}).some(([media, m]) => m.schema && media === 'application/json'));

/**
 * One method of one path: who may call, parameters, body, answers and examples. Its JSON Schemas
 * are shown in full, or (on a tag's page, to keep it light) behind `schemasHref`, their own page.
 */
export function OperationView({ method, path, op, schemasHref }: { method: string; path: string; op: OperationDoc; schemasHref?: string }) {
  const statuses = Object.entries(op.responses);
  const shared = sharedErrors(op);
  const full = schemasHref === undefined;
  return (
    <section id={op.operationId} className={styles.operation} aria-labelledby={`${op.operationId}-title`}>
      <h2 id={`${op.operationId}-title`} className={styles.opTitle}>
        <span className={`${styles.method} ${styles[method] ?? ''}`}>{method.toUpperCase()}</span>
        <code className={styles.path}>{path}</code>
      </h2>
      <p className={styles.summary}>{op.summary}</p>
      {op.description ? (
        <p>
          <Prose text={op.description} />
        </p>
      ) : null}
      <p className={styles.access}>
        <strong>Access:</strong> {access(op.security)}
      </p>
      {!full && hasSchemas(op) ? (
        <p className={styles.access}>
          <a href={schemasHref}>
            JSON Schemas<span className="visually-hidden"> of {`${method.toUpperCase()} ${path}`}</span>
          </a>{' '}
          of its body and answers, in full
        </p>
      ) : null}

      {op.parameters?.length ? (
        <>
          <h3 className={styles.h4}>Parameters</h3>
          <TableBox>
            <table className={styles.table}>
              <caption className="visually-hidden">Parameters of {path}</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">In</th>
                  <th scope="col">Type</th>
                  <th scope="col">Example</th>
                </tr>
              </thead>
              <tbody>
                {op.parameters.map((p) => (
                  <tr key={`${p.in}-${p.name}`}>
                    <th scope="row">
                      <code>{p.name}</code>
                      {p.required ? <span className={styles.required}> required</span> : null}
                    </th>
                    <td>{p.in}</td>
                    <td>
                      <code className={styles.type}>{typeLabel(p.schema)}</code>
                    </td>
                    <td>
                      {p.examples
                        ? Object.values(p.examples)
                            .map((e) => String(e.value))
                            .join(', ')
                        : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
        </>
      ) : null}

      {op.requestBody ? (
        <>
          <h3 className={styles.h4}>Request body</h3>
          {op.requestBody.description ? <p>{op.requestBody.description}</p> : null}
          {Object.entries(op.requestBody.content).map(([media, m]) => (
            <div key={media}>
              <p className={styles.media}>
                <code>{media}</code>
              </p>
              {m.schema ? <SchemaView schema={m.schema} label={`${method.toUpperCase()} ${path} body (${media})`} full={full} /> : null}
              <Examples examples={m.examples} of="request" />
            </div>
          ))}
        </>
      ) : null}

      <h3 className={styles.h4}>Responses</h3>
      <ul className={styles.responses}>
        {statuses
          .filter(([, answer]) => !answer.$ref)
          .map(([status, answer]) => (
            <li key={status}>
              <span className={`${styles.status} ${status.startsWith('2') || status.startsWith('3') ? styles.ok : styles.err}`}>{status}</span>{' '}
              {answer.description}
              {answer.content
                ? Object.entries(answer.content).map(([media, m]) => (
                    <div key={media} className={styles.answer}>
                      <p className={styles.media}>
                        <code>{media}</code>
                      </p>
                      {m.schema && media === 'application/json' ? (
                        <SchemaView schema={m.schema} label={`${status} answer of ${method.toUpperCase()} ${path}`} full={full} />
                      ) : null}
                      <Examples examples={m.examples} of="answer" />
                    </div>
                  ))
                : null}
            </li>
          ))}
        {shared.length ? (
          <li>
            <span className={`${styles.status} ${styles.err}`}>{shared.join(', ')}</span> <code>{'{message, fields?}'}</code> (
            <a href="#errors">
              what each means<span className="visually-hidden">: error answers of {`${method.toUpperCase()} ${path}`}</span>
            </a>
            )
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** The statuses an operation answers with a shared error answer (`$ref`, the same on every operation). */
const sharedErrors = (op: OperationDoc) =>
  Object.entries(op.responses)
    .filter(([, answer]) => answer.$ref)
    .map(([status]) => status);

/**
 * The shared error answers of a page's operations, once (`#errors`): each operation lists only
 * their statuses, which kept the same sentences off every operation of a page.
 */
export function ErrorAnswers({ ops, errors }: { ops: OperationDoc[]; errors: Record<string, { description: string }> }) {
  const meaning = new Map<string, string>();
  for (const op of ops) {
    for (const [status, answer] of Object.entries(op.responses))
      if (answer.$ref) meaning.set(status, errors[answer.$ref.split('/').pop() ?? '']?.description ?? '');
  }
  const statuses = [...meaning.keys()].sort();
  if (statuses.length === 0) return null;
  return (
    <section aria-labelledby="errors">
      <h2 id="errors">Error answers</h2>
      <p>
        Every error is JSON <code>{'{code, message, fields?}'}</code> (<code>fields</code> only when one field is at fault); the{' '}
        <Link href="/docs/api#errors">codes</Link> are listed once.
      </p>
      <TableBox>
        <table className={styles.table}>
          <caption className="visually-hidden">Error answers</caption>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            {statuses.map((status) => (
              <tr key={status}>
                <th scope="row">{status}</th>
                <td>
                  <Prose text={meaning.get(status) ?? ''} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </section>
  );
}
