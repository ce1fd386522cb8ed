import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { GET } from '@/app/api/openapi.json/route';
import { call } from '../../helpers/http';

type Json = Record<string, unknown>;
export type Document = { openapi: string; paths: Record<string, Record<string, Json>>; components: Json };

export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** The document as the app serves it at /api/openapi.json. */
export async function servedDocument(): Promise<Document> {
  const { status, data } = await call(GET, { url: '/api/openapi.json' });
  if (status !== 200) throw new Error(`GET /api/openapi.json answered ${status}`);
  return data as unknown as Document;
}

/** `METHOD /path/[param]` for each documented operation, as discoverEndpoints() names route files. */
export function documentedKeys(doc: Document): string[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, '[$1]')}`),
  );
}

/** A JSON Schema validator (draft 2020-12, OpenAPI 3.1's dialect) with the formats the document uses. */
export function schemaValidator() {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  // ajv-formats is CommonJS: its plugin is the default export under one loader and `.default` under another.
  const formats = (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats;
  formats(ajv);
  ajv.addFormat('binary', true);
  ajv.addKeyword('example');
  return (schema: unknown): ValidateFunction => ajv.compile(schema as Json);
}

/** The documented JSON schema of one answer of one operation. */
export function answerSchema(doc: Document, key: string, status: number): { schema: Json; examples: Record<string, { value: unknown }> } {
  const [method, rawPath] = key.split(' ');
  const path = rawPath.replace(/\[(\w+)\]/g, '{$1}');
  const op = doc.paths[path]?.[method.toLowerCase()] as { responses: Record<string, { content?: Record<string, Json> }> } | undefined;
  const media = op?.responses[String(status)]?.content?.['application/json'] as { schema: Json; examples?: Record<string, { value: unknown }> } | undefined;
  if (!media) throw new Error(`${key} documents no JSON answer ${status}`);
  return { schema: media.schema, examples: media.examples ?? {} };
}
