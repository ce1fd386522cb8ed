import 'server-only';
import { z, type ZodType } from '@/lib/zod';
import { ERROR_CODE_LIST } from '@/lib/error-codes';

// What the API reference says about one route handler and method. The document
// (lib/openapi/document.ts) is generated from these, with the request schemas the routes
// themselves validate with; the response schemas next to them describe the serializers' JSON,
// and tests/integration/openapi proves the real answers match them.

/** Who may call: as `route()` in lib/route.ts takes it; `conversionKey`: a campaign's conversion key as the bearer (no session). */
export type Access = 'none' | 'optional' | 'brand' | 'creator' | 'any' | 'conversionKey';

type Body = {
  /** `json-or-multipart`: the same fields either way; multipart when a file comes along. */
  kind: 'json' | 'multipart' | 'json-or-multipart';
  schema: ZodType;
  /** The schema of the multipart form when it differs from the JSON one. */
  multipartSchema?: ZodType;
  /** File fields of the multipart form: one file, or a list of them. */
  files?: Record<string, 'one' | 'many'>;
  /** Largest body accepted, in bytes, when not the default (64 KiB JSON, 12 MiB multipart). */
  maxBytes?: number;
};

export type Answer = {
  status: number;
  description: string;
  /** A JSON answer's shape; absent for answers that are not JSON (see `contentType`). */
  schema?: ZodType;
  /** For answers that are not JSON: an event stream, an image, a CSV download, a redirect (no content). Two answers of one status are two media types of it. */
  contentType?: 'text/event-stream' | 'image/*' | 'text/csv' | 'text/plain' | null;
};

export type Operation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The path as OpenAPI writes it: `/api/campaign/{id}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  params?: ZodType;
  query?: ZodType;
  body?: Body;
  /** The success answers (usually one). */
  ok: Answer[];
  /** Error statuses particular to this operation (the ones every route can answer are added from its shape). */
  errors?: number[];
  /** A rate limit applies (429 with Retry-After). */
  limited?: boolean;
};

/**
 * The error answer of every route: `{code, message, fields?}`; `code` is one of lib/error-codes.ts
 * (for programs), `message` is for people; `requestId` only on a 500, to quote to support.
 */
export const errorSchema = z.object({
  code: z.enum(ERROR_CODE_LIST).describe('What went wrong, for programs: stable (the `message` is for people and may change)'),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});

export const messageSchema = z.object({ message: z.string() });

export const idString = z.uuid();
export const isoDate = z.iso.datetime({ offset: true });

/** The key tests and the document use for an operation: `POST /api/campaign/[id]/request`, as on disk. */
export function operationKey(op: Pick<Operation, 'method' | 'path'>): string {
  return `${op.method.toUpperCase()} ${op.path.replace(/\{(\w+)\}/g, '[$1]')}`;
}
