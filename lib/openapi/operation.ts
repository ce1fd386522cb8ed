import 'server-only';
import { z, type ZodType } from '@/lib/zod';
import { ERROR_CODE_LIST } from '@/lib/error-codes';
import type { FlowName } from './flows';

// What the API reference says about one route handler and method, declared beside the handler:
// `app/**/openapi.ts` next to each `route.ts` exports `openapi: RouteOperations`, one entry per
// exported method. The request schemas are the ones the route validates with (imported from
// lib/<domain>/schemas.ts); the response schemas describe the serializers' JSON, and
// tests/integration/openapi proves the real answers match them. lib/openapi/document.ts builds the
// document from every declaration, through the generated list lib/openapi/routes.generated.ts.

/** Who may call: as `route()` in lib/route.ts takes it (`operator`: the console's own session); `conversionKey`: a campaign's conversion key as the bearer (no session). */
export type Access = 'none' | 'optional' | 'brand' | 'creator' | 'any' | 'conversionKey' | 'operator';

/** The reference's groups, in the order the document and /docs/api list them. */
export const TAGS = [
  'Creator sign-up and sign-in',
  'Tokens and sessions',
  'Brand sign-up and sign-in',
  'Profiles',
  'Creator directory',
  'Campaigns',
  'Participation',
  'Notifications',
  'Invitations',
  'Shortlists',
  'Collaborations',
  'Payments',
  'Reviews',
  'Platform',
  'Reports',
  'Operators',
  'Operators: moderation',
  'Operators: disputes and jobs',
] as const;

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

type Answer = {
  status: number;
  description: string;
  /** A JSON answer's shape; absent for answers that are not JSON (see `contentType`). */
  schema?: ZodType;
  /** For answers that are not JSON: an event stream, an image, a CSV download, a redirect (no content). Two answers of one status are two media types of it. */
  contentType?: 'text/event-stream' | 'image/*' | 'text/csv' | 'text/plain' | 'application/pdf' | null;
};

/**
 * A documented example: one step of an example flow (lib/openapi/flows.ts), shown as the
 * operation's request and response example and replayed against the app, in order, by
 * tests/integration/openapi/replay.test.ts.
 */
export type Example = {
  /** The flow this example is a step of, and its place in it (1, 2, … with no gap). */
  flow: FlowName;
  step: number;
  /** The example's name in the document (unique within its operation). */
  name: string;
  summary: string;
  /** The variable holding the bearer token to send (from an earlier step's `save`). */
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** The JSON body, or the multipart form's text fields (file fields are sent as a small PNG). */
  body?: Record<string, unknown>;
  status: number;
  /** An answer as the app gives it (ids, dates and tokens differ from run to run). */
  response: unknown;
  /** Request values that differ from run to run: `params.id` / `body.token` → the variable to use. */
  vary?: Record<string, string>;
  /** A code sent out of band, read from where it was sent: `body.otp` from the mail to an address, `body.code` from the text to a phone. */
  code?: { field: string; mailTo?: string; textTo?: string };
  /** Values of the answer later steps use: variable → dotted path in the answer. */
  save?: Record<string, string>;
};

/** One method of one route, as its `openapi.ts` declares it (the path is the folder's, the method the key's). */
export type Operation = {
  tag: (typeof TAGS)[number];
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
  examples?: Example[];
};

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** What a route's sibling `openapi.ts` exports as `openapi`: an operation for each method its `route.ts` exports. */
export type RouteOperations = Partial<Record<(typeof HTTP_METHODS)[number], Operation>>;

/** An operation with its place: `method` as OpenAPI writes it, `path` as `/api/campaign/{id}`. */
export type PlacedOperation = Operation & { method: Lowercase<(typeof HTTP_METHODS)[number]>; path: string };

/** A step of a flow: an example with the operation it is one of. */
export type Step = Example & { op: string };

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
export function operationKey(op: Pick<PlacedOperation, 'method' | 'path'>): string {
  return `${op.method.toUpperCase()} ${op.path.replace(/\{(\w+)\}/g, '[$1]')}`;
}
