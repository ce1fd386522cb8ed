import { CodeBlock, TableBox } from './scroll-box';
import styles from './api-docs.module.css';

// JSON Schema (as the OpenAPI document holds it) shown for people: a table of fields with their
// types and rules; the full schema one click away (on the operation's own page). Server-rendered, no client code.

export type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
  description?: string;
  $ref?: string;
};

const SAFE_INT = 9007199254740991;

/** A short type name: `string`, `integer or null`, `list of object`, `file`, `"a" | "b"`. */
export function typeLabel(s: Schema | undefined): string {
  if (!s || Object.keys(s).length === 0) return 'any';
  if (s.$ref) return s.$ref.split('/').pop() ?? 'object';
  if (s.format === 'binary') return 'file';
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = s.anyOf ?? s.oneOf;
  if (union) return [...new Set(union.map(typeLabel))].join(' or ');
  if (s.type === 'array') return `list of ${typeLabel(s.items)}`;
  if (Array.isArray(s.type)) return s.type.join(' or ');
  return s.format && s.format !== 'binary' ? `${s.type ?? 'string'} (${s.format})` : (s.type ?? 'any');
}

function rules(s: Schema): string {
  const out: string[] = [];
  if (s.minLength !== undefined) out.push(`at least ${s.minLength} characters`);
  if (s.maxLength !== undefined) out.push(`at most ${s.maxLength} characters`);
  if (s.minimum !== undefined && s.minimum > -SAFE_INT) out.push(`at least ${s.minimum}`);
  if (s.maximum !== undefined && s.maximum < SAFE_INT) out.push(`at most ${s.maximum}`);
  if (s.minItems !== undefined) out.push(`at least ${s.minItems} items`);
  if (s.maxItems !== undefined) out.push(`at most ${s.maxItems} items`);
  if (s.pattern) out.push(`matches ${s.pattern}`);
  if (s.default !== undefined && s.default !== '') out.push(`default ${JSON.stringify(s.default)}`);
  if (s.description) out.push(s.description);
  return out.join('; ');
}

/** The fields of an object schema; other schemas are named by their type; with `full`, the whole schema one click away. */
export function SchemaView({ schema, label, full }: { schema: Schema; label: string; full: boolean }) {
  const props = schema.properties;
  return (
    <div className={styles.schema}>
      {props && Object.keys(props).length > 0 ? (
        <TableBox>
          <table className={styles.table}>
            <caption className="visually-hidden">{label}</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Type</th>
                <th scope="col">Notes</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(props).map(([name, s]) => (
                <tr key={name}>
                  <th scope="row">
                    <code>{name}</code>
                    {schema.required?.includes(name) ? <span className={styles.required}> required</span> : null}
                  </th>
                  <td>
                    <code className={styles.type}>{typeLabel(s)}</code>
                  </td>
                  <td>{rules(s)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      ) : (
        <p>
          <code className={styles.type}>{typeLabel(schema)}</code>
        </p>
      )}
      {full ? (
        <details className={styles.details}>
          <summary>
            JSON Schema<span className="visually-hidden">: {label}</span>
          </summary>
          <CodeBlock value={JSON.stringify(schema, null, 2)} />
        </details>
      ) : null}
    </div>
  );
}
