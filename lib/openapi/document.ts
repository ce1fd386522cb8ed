import 'server-only';
import { z, type ZodType } from '@/lib/zod';
import { ROUTES } from './routes.generated';
import { FLOWS } from './flows';
import { errorSchema, HTTP_METHODS, operationKey, TAGS, type Access, type Operation, type PlacedOperation, type Step } from './operation';
import { ERROR_CODES, ERROR_CODE_LIST } from '@/lib/error-codes';

// The OpenAPI 3.1 document, built from the operations each route declares beside its handler
// (app/**/openapi.ts, listed in ./routes.generated.ts; request schemas are the ones the routes
// validate with) and their examples, the steps of the example flows. Never edited by hand: served
// by app/api/openapi.json/route.ts and rendered as pages by app/(marketing)/docs/api (components/api-docs).

type Json = Record<string, unknown>;

/**
 * Every declared operation, grouped by tag in the order of TAGS; within a tag, the steps of the
 * example flows first, in the order a client takes them (sign-up reads request-otp, verify-otp,
 * signup), then the others by path.
 */
function operations(): PlacedOperation[] {
  const out: PlacedOperation[] = [];
  for (const { path, operations: declared } of ROUTES) {
    for (const method of HTTP_METHODS) {
      const op = declared[method];
      if (op) out.push({ ...op, method: method.toLowerCase() as PlacedOperation['method'], path });
    }
  }
  const flowPlace = (op: Operation) => Math.min(Infinity, ...(op.examples ?? []).map((e) => FLOWS.findIndex((f) => f.name === e.flow) * 1000 + e.step));
  return out.sort((a, b) => TAGS.indexOf(a.tag) - TAGS.indexOf(b.tag) || flowPlace(a) - flowPlace(b));
}

type Flow = { name: string; summary: string; steps: Step[] };

/** The example flows, each with its steps in order: the operations' examples, gathered by flow. */
export const exampleFlows = (): Flow[] => flowsOf(operations());

/** The flows of these operations' examples; throws when a flow's steps are not numbered 1, 2, … without a gap. */
export function flowsOf(ops: PlacedOperation[]): Flow[] {
  const flows = FLOWS.map((flow) => ({ ...flow, steps: [] as Step[] }));
  for (const op of ops) {
    for (const example of op.examples ?? []) flows.find((f) => f.name === example.flow)!.steps.push({ ...example, op: operationKey(op) });
  }
  for (const flow of flows) {
    flow.steps.sort((a, b) => a.step - b.step);
    const numbers = flow.steps.map((s) => s.step).join(',');
    const expected = flow.steps.map((_, i) => i + 1).join(',');
    if (numbers !== expected) throw new Error(`The steps of the example flow ${flow.name} are numbered ${numbers}, not ${expected}`);
  }
  return flows;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad input: a malformed body, query or path, with `fields` naming each wrong field',
  401: 'Not signed in, or the token is invalid or expired (refresh it)',
  403: 'Refused: a write from another site, or a step for the other side',
  404: 'Not found (another account’s resource answers like a missing one)',
  409: 'Conflict with the current state (already exists, wrong step)',
  413: 'Too large: the body, or an image over 5 MB or 40 megapixels (the message says which, in plain words)',
  415: 'Wrong content type',
  422: 'Not allowed by a rule (for example: the creator does not qualify)',
  429: 'Too many requests: wait for `Retry-After` seconds',
  503: 'The database is not answering; try again after `Retry-After` seconds',
};

/** The codes an answer of `status` carries (lib/error-codes.ts). */
const codesOf = (status: number) => ERROR_CODE_LIST.filter((code) => ERROR_CODES[code].status === status);

/** A zod schema as JSON Schema (draft 2020-12, which OpenAPI 3.1 uses), without `$schema`. */
function jsonSchema(schema: ZodType, io: 'input' | 'output'): Json {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  delete out.$schema;
  return out;
}

const FILE: Json = {
  type: 'string',
  format: 'binary',
  contentMediaType: 'application/octet-stream',
  description: 'An image file (JPEG, PNG, WebP, GIF or AVIF), at most 5 MB and 40 megapixels',
};

function formSchema(body: NonNullable<Operation['body']>): Json {
  const schema = jsonSchema(body.multipartSchema ?? body.schema, 'input');
  const properties = { ...((schema.properties as Json | undefined) ?? {}) };
  for (const [name, kind] of Object.entries(body.files ?? {})) properties[name] = kind === 'one' ? FILE : { type: 'array', items: FILE };
  return { ...schema, properties, description: 'Multipart form: text fields as text (numbers and lists as their text or JSON text), files as file parts.' };
}

function security(access: Access): Json[] | undefined {
  const brand = [{ bearerAuth: [] }, { brandCookie: [] }];
  const creator = [{ bearerAuth: [] }, { creatorCookie: [] }];
  switch (access) {
    case 'none':
      return [];
    case 'optional':
      return [{}, ...brand, { creatorCookie: [] }];
    case 'brand':
      return brand;
    case 'creator':
      return creator;
    case 'any':
      return [...brand, { creatorCookie: [] }];
    case 'conversionKey':
      return [{ conversionKey: [] }];
    case 'operator':
      return [{ operatorAuth: [] }, { operatorCookie: [] }];
  }
}

function parameters(op: PlacedOperation, steps: Step[]): Json[] {
  const out: Json[] = [];
  for (const [where, schema] of [
    ['path', op.params],
    ['query', op.query],
  ] as const) {
    if (!schema) continue;
    const s = jsonSchema(schema, 'input');
    const required = new Set((s.required as string[] | undefined) ?? []);
    for (const [name, prop] of Object.entries((s.properties as Json | undefined) ?? {})) {
      const examples: Json = {};
      for (const step of steps) {
        const value = (where === 'path' ? step.params : step.query)?.[name];
        if (value !== undefined) examples[step.name] = { summary: step.summary, value };
      }
      out.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: prop,
        ...(Object.keys(examples).length ? { examples } : {}),
      });
    }
  }
  return out;
}

function requestBody(op: Operation, steps: Step[]): Json | undefined {
  const body = op.body;
  if (!body) return undefined;
  const examples = Object.fromEntries(steps.filter((s) => s.body).map((s) => [s.name, { summary: s.summary, value: s.body }]));
  const withExamples = (kind: 'json' | 'multipart') => (Object.keys(examples).length && body.kind === kind ? { examples } : {});
  const content: Json = {};
  if (body.kind !== 'multipart') content['application/json'] = { schema: jsonSchema(body.schema, 'input'), ...withExamples('json') };
  if (body.kind !== 'json') content['multipart/form-data'] = { schema: formSchema(body), ...withExamples('multipart') };
  const limit = body.maxBytes ? ` At most ${Math.round(body.maxBytes / 1024 / 1024)} MiB.` : '';
  return { required: true, content, ...(limit ? { description: limit.trim() } : {}) };
}

function errorStatuses(op: PlacedOperation): number[] {
  const statuses = new Set<number>(op.errors ?? []);
  if (op.params || op.query || op.body) statuses.add(400);
  if (op.access !== 'none' && op.access !== 'optional') statuses.add(401);
  if (op.method !== 'get') statuses.add(403);
  if (op.body) {
    statuses.add(413);
    statuses.add(415);
  }
  if (op.limited) statuses.add(429);
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

function responses(op: PlacedOperation, steps: Step[]): Json {
  const out: Json = {};
  for (const answer of op.ok) {
    const examples = Object.fromEntries(steps.filter((s) => s.status === answer.status).map((s) => [s.name, { summary: s.summary, value: s.response }]));
    const media = answer.contentType === undefined ? 'application/json' : answer.contentType;
    const same = out[String(answer.status)] as { description: string; content?: Json } | undefined;
    out[String(answer.status)] = {
      description: same ? `${same.description}. ${answer.description}` : answer.description,
      ...(media
        ? {
            content: {
              ...same?.content,
              [media]: {
                schema: answer.schema ? jsonSchema(answer.schema, 'output') : { type: 'string' },
                // The flows' examples are JSON: a CSV download of the same status shows none.
                ...(Object.keys(examples).length && media !== 'text/csv' ? { examples } : {}),
              },
            },
          }
        : {}),
    };
  }
  for (const status of errorStatuses(op)) {
    out[String(status)] = { $ref: `#/components/responses/E${status}` };
  }
  return out;
}

function operationId(op: PlacedOperation): string {
  const words = `${op.method} ${op.path}`
    .replace(/[{}]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words.map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('');
}

function build(): Json {
  const flows = exampleFlows();
  const stepsByOp = new Map<string, Step[]>();
  for (const flow of flows) for (const step of flow.steps) stepsByOp.set(step.op, [...(stepsByOp.get(step.op) ?? []), step]);

  const ops = operations();
  const paths: Record<string, Json> = {};
  for (const op of ops) {
    const steps = stepsByOp.get(operationKey(op)) ?? [];
    const params = parameters(op, steps);
    const body = requestBody(op, steps);
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      operationId: operationId(op),
      tags: [op.tag],
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      security: security(op.access),
      ...(params.length ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: responses(op, steps),
    };
  }

  const errorResponses = Object.fromEntries(
    Object.entries(STATUS_TEXT).map(([status, description]) => {
      const codes = codesOf(Number(status));
      return [
        `E${status}`,
        {
          description: `${description} (\`code\`: ${codes.map((c) => `\`${c}\``).join(' or ')})`,
          ...(status === '429' || status === '503' ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } } : {}),
          content: {
            'application/json': {
              schema: { allOf: [{ $ref: '#/components/schemas/ErrorAnswer' }, { type: 'object', properties: { code: { enum: codes } } }] },
            },
          },
        },
      ];
    }),
  );

  return {
    openapi: '3.1.0',
    info: {
      title: 'CollabMarket API',
      version: '1.0.0',
      summary: 'Brands post campaigns; creators ask to join or are invited; both run the collaboration.',
      description:
        'Generated from the schemas the routes validate with. Sign in (or sign up) to get an access token and a refresh token; send the access token as `Authorization: Bearer <token>`, and get a new one from `POST /api/{role}/token` with the refresh token. Browsers use httpOnly session cookies instead. Every error answers JSON `{code, message, fields?}`: `code` is one of `x-error-codes` (stable, for programs), `message` is for people; unknown paths under `/api` answer 404 the same way. The reference page is `/docs/api`.',
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: [...new Set(ops.map((op) => op.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ErrorAnswer: jsonSchema(errorSchema, 'output') },
      responses: errorResponses,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token of a sign-in or sign-up answer (`accessToken`); 15 minutes by default.',
        },
        brandCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'brand_access',
          description: 'Browsers: the brand session cookie (httpOnly), set by the sign-in answers.',
        },
        creatorCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'creator_access',
          description: 'Browsers: the creator session cookie (httpOnly), set by the sign-in answers.',
        },
        operatorAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'An operator’s session token (the console’s `ops_session` cookie): 8 hours; brand and creator tokens are refused, and it is refused everywhere but `/api/ops`.',
        },
        operatorCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'ops_session',
          description: 'The operator console’s session cookie (httpOnly, SameSite=Strict), set by `POST /api/ops/login`.',
        },
        conversionKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'A campaign’s conversion key (`cmk_…`, from `POST /api/campaign/{id}/conversion-key`), sent by the shop’s server to report sales.',
        },
      },
    },
    'x-error-codes': ERROR_CODE_LIST.map((code) => ({ code, ...ERROR_CODES[code] })),
    'x-flows': flows.map((f) => ({ name: f.name, summary: f.summary, steps: f.steps.map((s) => ({ operation: s.op, example: s.name })) })),
  };
}

let cached: Json | undefined;

/** The document, built once per process. */
export function openApiDocument(): Json {
  cached ??= build();
  return cached;
}
