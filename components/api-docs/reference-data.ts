import 'server-only';
import { openApiDocument } from '@/lib/openapi/document';
import type { OperationDoc } from './operation-view';

// The reference as pages: /docs/api (the guide and an index of every operation), one page per tag
// (/docs/api/<tag>: its operations), and one per operation with its full JSON Schemas
// (/docs/api/<tag>/<operationId>). One page of 1.5 MB rendered per request stalled the server;
// these are each a small, cached page.

type Doc = {
  info: { description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, OperationDoc & { tags: string[] }>>;
  components: { responses: Record<string, { description: string }> };
  'x-error-codes': { code: string; status: number; meaning: string }[];
};

export type DocOperation = { method: string; path: string; op: OperationDoc };
export type DocTag = { name: string; slug: string; operations: DocOperation[] };

export const apiDoc = () => openApiDocument() as unknown as Doc;

/** A tag's address segment: `Creator sign-up and sign-in` → `creator-sign-up-and-sign-in`. */
const tagSlug = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export const tagHref = (tag: DocTag) => `/docs/api/${tag.slug}`;
export const operationHref = (tag: DocTag, op: OperationDoc) => `${tagHref(tag)}#${op.operationId}`;
export const schemasHref = (tag: DocTag, op: OperationDoc) => `${tagHref(tag)}/${op.operationId}`;

let tags: DocTag[] | undefined;

/** The document's tags in order, each with its operations (every operation under its first tag). */
export function docTags(): DocTag[] {
  if (tags) return tags;
  const doc = apiDoc();
  const byName = new Map(doc.tags.map((t) => [t.name, { name: t.name, slug: tagSlug(t.name), operations: [] as DocOperation[] }]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) byName.get(op.tags[0])?.operations.push({ method, path, op });
  }
  tags = [...byName.values()];
  return tags;
}

export const findTag = (slug: string) => docTags().find((t) => t.slug === slug);

/** The tag and the operation of a `METHOD /path` (a flow's step), path parameters as `[id]` or `{id}`. */
export function findOperationByKey(key: string): { tag: DocTag; operation: DocOperation } | undefined {
  const [method, path] = key.split(' ');
  const wanted = path.replace(/\[(\w+)\]/g, '{$1}');
  for (const tag of docTags()) {
    const operation = tag.operations.find((o) => o.method === method.toLowerCase() && o.path === wanted);
    if (operation) return { tag, operation };
  }
  return undefined;
}
