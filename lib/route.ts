import crypto from 'node:crypto';
import { NextRequest, NextResponse } from 'next/server';
import { z, ZodError, type ZodType } from '@/lib/zod';
import { AppError, isDatabaseUnavailable, isUniqueViolation } from '@/lib/errors';
import { log } from '@/lib/log';
import { verifyAccessToken, type Actor } from '@/lib/auth/tokens';
import { accessCookie } from '@/lib/auth/cookies';
import { liveActor } from '@/lib/auth/live';
import { API_CSP, securityHeaders } from '@/lib/security/csp.mjs';
import type { Role } from '@/models';

type Auth = Role | 'any' | 'optional' | 'none';
type BodyKind = 'json' | 'multipart' | 'none';

type Options<B extends ZodType, Q extends ZodType, P extends ZodType> = {
  /** Who may call: a role, either role, optional (actor may be null) or none (actor ignored). */
  auth: Auth;
  body?: BodyKind;
  bodySchema?: B;
  query?: Q;
  params?: P;
  /** Largest accepted body in bytes; defaults to 64 KiB for JSON and 12 MiB for multipart. */
  maxBytes?: number;
};

export type Ctx<B, Q, P, A> = {
  req: NextRequest;
  actor: A;
  body: B;
  query: Q;
  params: P;
  requestId: string;
};

type ActorFor<T extends Auth> = T extends Role ? Actor & { role: T } : T extends 'any' ? Actor : Actor | null;

const JSON_LIMIT = 64 * 1024;
const MULTIPART_LIMIT = 12 * 1024 * 1024;

function errorResponse(status: number, message: string, extra: Record<string, unknown> = {}, headers?: HeadersInit) {
  return NextResponse.json({ message, ...extra }, { status, headers });
}

/** The first zod issue as the message, and one message per field. */
export function zodMessage(err: ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of err.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = err.issues[0];
  const where = first?.path.length ? `${first.path.join('.')}: ` : '';
  return { message: first ? `${where}${first.message}` : 'Invalid input', fields };
}

async function readLimited(req: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > limit) throw new AppError('payload_too_large', `Request body is larger than ${limit} bytes`);
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new AppError('payload_too_large', `Request body is larger than ${limit} bytes`);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

async function parseBody(req: NextRequest, kind: BodyKind, maxBytes?: number): Promise<unknown> {
  if (kind === 'none') return undefined;
  const rawType = req.headers.get('content-type') ?? '';
  const type = rawType.toLowerCase();
  if (kind === 'multipart') {
    if (!type.startsWith('multipart/form-data')) {
      throw new AppError('unsupported_media_type', 'Expected multipart/form-data');
    }
    const bytes = await readLimited(req, maxBytes ?? MULTIPART_LIMIT);
    try {
      // The boundary is case-sensitive (browsers send e.g. ----WebKitFormBoundaryAbC): pass the header as sent.
      return await new Response(bytes as BodyInit, { headers: { 'content-type': rawType } }).formData();
    } catch {
      throw new AppError('bad_request', 'Malformed multipart body');
    }
  }
  // The spec's clients sometimes send JSON with no content type, which fetch turns into text/plain;
  // any other declared type is refused.
  if (type && !type.startsWith('application/json') && !type.startsWith('text/plain')) {
    throw new AppError('unsupported_media_type', 'Expected application/json');
  }
  const bytes = await readLimited(req, maxBytes ?? JSON_LIMIT);
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('bad_request', 'Malformed JSON body');
  }
}

/** Reads the signed-in actor from a bearer token, or else from the role's cookie. */
export async function readActor(req: NextRequest, roles: readonly Role[]): Promise<{ actor: Actor | null; viaCookie: boolean; bearerPresent: boolean }> {
  const header = req.headers.get('authorization');
  if (header) {
    const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
    const claims = m ? verifyAccessToken(m[1]) : null;
    const actor = claims && roles.includes(claims.role) ? await liveActor(claims, claims.role) : null;
    return { actor, viaCookie: false, bearerPresent: true };
  }
  for (const role of roles) {
    const value = req.cookies.get(accessCookie(role))?.value;
    const actor = value ? await liveActor(verifyAccessToken(value), role) : null;
    if (actor) return { actor, viaCookie: true, bearerPresent: false };
  }
  return { actor: null, viaCookie: false, bearerPresent: false };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Cookie-authenticated writes must come from our own origin (CSRF). Bearer requests are exempt. */
export function isCrossSite(req: NextRequest): boolean {
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.headers.get('origin');
  if (origin) {
    const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? req.nextUrl.host;
    try {
      return new URL(origin).host !== host;
    } catch {
      return true;
    }
  }
  return false;
}

function mapError(err: unknown, requestId: string): NextResponse {
  if (err instanceof AppError) {
    const headers: Record<string, string> = {};
    if (err.retryAfterSeconds) headers['Retry-After'] = String(err.retryAfterSeconds);
    return errorResponse(err.status, err.message, err.fields ? { fields: err.fields } : {}, headers);
  }
  if (err instanceof ZodError) {
    const { message, fields } = zodMessage(err);
    return errorResponse(400, message, { fields });
  }
  if (isUniqueViolation(err)) return errorResponse(409, 'That already exists');
  if (isDatabaseUnavailable(err)) {
    log.warn({ requestId, err: String(err) }, 'database unavailable');
    return errorResponse(503, 'Service temporarily unavailable, please try again shortly', {}, { 'Retry-After': '2' });
  }
  log.error({ requestId, err }, 'unhandled error');
  return errorResponse(500, 'Something went wrong', { requestId });
}

const NUL_MESSAGE = 'Text must not contain NUL characters';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || value instanceof Blob || depth > 32) return false;
  const entries: Iterable<[string, unknown]> = value instanceof FormData ? value.entries() : Object.entries(value);
  for (const [k, v] of entries) if (k.includes('\u0000') || hasNul(v, depth + 1)) return true;
  return false;
}

// PostgreSQL text cannot hold U+0000, which JSON, multipart and URLs can all carry: refused
// here as bad input (400), before it can reach a query and come back as a driver error.
function refuseNul<T>(value: T): T {
  if (hasNul(value)) throw new AppError('bad_request', NUL_MESSAGE);
  return value;
}

const API_HEADERS = securityHeaders({ csp: API_CSP, production: process.env.NODE_ENV === 'production' });

/** The security headers of every API answer (pages get theirs from next.config.mjs). */
export function withApiHeaders<R extends Response>(res: R): R {
  for (const { key, value } of API_HEADERS) res.headers.set(key, value);
  return res;
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };

/**
 * The one wrapper every route handler uses: authenticates, parses and validates params, query
 * and body, calls the handler and maps every error to a JSON answer with `message`.
 */
export function route<A extends Auth, B extends ZodType = ZodType<undefined>, Q extends ZodType = ZodType<undefined>, P extends ZodType = ZodType<undefined>>(
  opts: Options<B, Q, P> & { auth: A },
  handler: (ctx: Ctx<z.output<B>, z.output<Q>, z.output<P>, ActorFor<A>>) => Promise<unknown>,
) {
  return async (incoming: Request, context?: RouteContext): Promise<Response> => withApiHeaders(await handle(incoming, context));
  async function handle(incoming: Request, context?: RouteContext): Promise<Response> {
    const req = incoming instanceof NextRequest ? incoming : new NextRequest(incoming);
    const requestId = req.headers.get('x-request-id') ?? crypto.randomUUID();
    try {
      let actor: Actor | null = null;
      if (opts.auth !== 'none') {
        const roles: Role[] = opts.auth === 'brand' || opts.auth === 'creator' ? [opts.auth] : ['brand', 'creator'];
        const found = await readActor(req, roles);
        actor = found.actor;
        if (!actor && opts.auth !== 'optional') {
          throw new AppError('unauthorized', found.bearerPresent ? 'Invalid or expired token' : 'Please sign in');
        }
        if (actor && found.viaCookie && !SAFE_METHODS.has(req.method) && isCrossSite(req)) {
          throw new AppError('forbidden', 'Cross-site request refused');
        }
      }
      const rawParams = context?.params ? await context.params : {};
      const params = opts.params ? opts.params.parse(refuseNul(rawParams)) : undefined;
      const query = opts.query ? opts.query.parse(refuseNul(Object.fromEntries(req.nextUrl.searchParams))) : undefined;
      const raw = refuseNul(await parseBody(req, opts.body ?? 'none', opts.maxBytes));
      let body: unknown = raw;
      if (opts.bodySchema) {
        const input = raw instanceof FormData ? formDataToObject(raw) : raw;
        body = opts.bodySchema.parse(input);
      }
      const result = await handler({ req, actor: actor as ActorFor<A>, body: body as z.output<B>, query: query as z.output<Q>, params: params as z.output<P>, requestId });
      if (result instanceof Response) return result;
      return NextResponse.json(result ?? { message: 'OK' });
    } catch (err) {
      return mapError(err, requestId);
    }
  }
}

/** Multipart fields as an object; a field sent more than once becomes an array, files stay File. */
export function formDataToObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    const v = typeof value === 'string' ? value : value;
    if (key in out) {
      const prev = out[key];
      out[key] = Array.isArray(prev) ? [...prev, v] : [prev, v];
    } else out[key] = v;
  }
  return out;
}

/** A JSON answer with a status other than 200. */
export function reply(data: unknown, status = 200): NextResponse {
  return NextResponse.json(data, { status });
}
