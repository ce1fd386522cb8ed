import 'server-only';
import crypto from 'node:crypto';
import { NextRequest, NextResponse } from 'next/server';
import { z, type ZodType } from '@/lib/zod';
import { AppError } from '@/lib/errors';
import { runtime } from '@/lib/env';
import type { AccessClaims, Actor } from '@/lib/auth/tokens';
import { API_CSP, securityHeaders } from '@/lib/security/csp.mjs';
import { formDataToObject, readBody, refuseNul, type BodyKind } from '@/lib/http/body';
import { isForeignWrite, readActor } from '@/lib/http/caller';
import { toPublicError } from '@/lib/http/errors';
import type { Role } from '@/models';
import { metrics } from '@/lib/metrics.mjs';
import { readOperator, type OperatorActor } from '@/lib/ops/session';

type Auth = Role | 'any' | 'optional' | 'none' | 'operator';

type Options<B extends ZodType, Q extends ZodType, P extends ZodType> = {
  /**
   * Who may call: a role, either role, optional (actor may be null), none (actor ignored), or
   * `operator`: a signed-in operator of the console only (its own token or cookie; a brand's or
   * creator's is refused, as an operator's is everywhere else).
   */
  auth: Auth;
  body?: BodyKind;
  bodySchema?: B;
  query?: Q;
  params?: P;
  /** Largest accepted body in bytes; defaults to 64 KiB for JSON and 12 MiB for multipart. */
  maxBytes?: number;
  /**
   * `allowed`: writes from other sites are taken too. Only for a route whose sole credential is a
   * token in its address (the one-click unsubscribe a webmail page may post): nothing a browser
   * sends along on its own (a cookie) can make such a write, so another site gains nothing.
   */
  crossSite?: 'allowed';
};

type Ctx<B, Q, P, A> = {
  req: NextRequest;
  actor: A;
  body: B;
  query: Q;
  params: P;
  requestId: string;
  /** The access token's claims (expiry, sign-in) when a session authenticated the call. */
  claims: AccessClaims | null;
};

type ActorFor<T extends Auth> = T extends 'operator' ? OperatorActor : T extends Role ? Actor & { role: T } : T extends 'any' ? Actor : Actor | null;

export function errorResponse(err: unknown, requestId: string): NextResponse {
  const { status, code, message, fields, retryAfterSeconds, requestId: shownId } = toPublicError(err, requestId);
  const headers: Record<string, string> = retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {};
  return NextResponse.json({ code, message, ...(fields ? { fields } : {}), ...(shownId ? { requestId: shownId } : {}) }, { status, headers });
}

const API_HEADERS = securityHeaders({ csp: API_CSP, production: runtime.production });

/**
 * The security headers of every API answer (pages get theirs from next.config.mjs). An answer
 * that did not choose its caching is never stored: most depend on the caller (their session,
 * their tokens), and a shared cache must never hand one caller's answer to another.
 */
export function withApiHeaders<R extends Response>(res: R): R {
  for (const { key, value } of API_HEADERS) res.headers.set(key, value);
  if (!res.headers.has('cache-control')) res.headers.set('Cache-Control', 'private, no-store');
  return res;
}

/**
 * Routes open to either role read the session of the role named by `?as=brand|creator` when the
 * caller says (a browser signed in as both, on one side's page), else whichever they hold.
 */
function chosenRoles(req: NextRequest): Role[] {
  const as = req.nextUrl.searchParams.get('as');
  return as === 'brand' || as === 'creator' ? [as] : ['brand', 'creator'];
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };

/**
 * The route's pattern (`/api/campaign/[id]/approve`) from the address and the params Next.js
 * matched: each segment that is a param's value is shown by its name, so one route is one label
 * whatever the ids (metrics stay low-cardinality).
 */
export function routePattern(pathname: string, params: Record<string, string | string[]> = {}): string {
  const segments = pathname.split('/');
  const entries = Object.entries(params);
  for (const [name, value] of entries) {
    if (Array.isArray(value)) {
      // A catch-all: its segments are the address's last ones.
      const at = segments.length - value.length;
      if (value.length && at > 0) segments.splice(at, value.length, `[...${name}]`);
      continue;
    }
    const i = segments.findIndex((s, k) => k > 0 && safeDecode(s) === value);
    if (i > 0) segments[i] = `[${name}]`;
  }
  return segments.join('/') || '/';
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Counts an answered request and its duration by method, route pattern and status (/metrics). */
async function countRequest(req: Request, context: RouteContext | undefined, status: number, started: number) {
  try {
    const params = context?.params ? await context.params : {};
    const labels = { method: req.method, route: routePattern(new URL(req.url).pathname, params), status: String(status) };
    const m = metrics();
    m.httpRequests.inc(labels);
    m.httpDuration.observe(labels, (performance.now() - started) / 1000);
  } catch {
    // Counting never stands in the way of the answer.
  }
}

type MadeWith = Options<ZodType, ZodType, ZodType> & { auth: Auth };
const MADE_WITH = new WeakMap<object, MadeWith[]>();

/**
 * The options a handler was made with (one for each body kind of a `jsonOrMultipart`): the
 * API reference's tests check that the route's openapi.ts declares the same access and schemas.
 */
export const routeOptions = (handler: unknown): MadeWith[] | undefined => (typeof handler === 'function' ? MADE_WITH.get(handler) : undefined);

/**
 * The one wrapper every route handler uses: refuses writes from other sites, authenticates,
 * parses and validates params, query and body, calls the handler and maps every error to a JSON
 * answer with `code` (lib/error-codes.ts) and `message`.
 */
export function route<A extends Auth, B extends ZodType = ZodType<undefined>, Q extends ZodType = ZodType<undefined>, P extends ZodType = ZodType<undefined>>(
  opts: Options<B, Q, P> & { auth: A },
  handler: (ctx: Ctx<z.output<B>, z.output<Q>, z.output<P>, ActorFor<A>>) => Promise<unknown>,
) {
  const routeHandler = async (incoming: Request, context?: RouteContext): Promise<Response> => {
    const started = performance.now();
    const res = withApiHeaders(await handle(incoming, context));
    await countRequest(incoming, context, res.status, started);
    return res;
  };
  MADE_WITH.set(routeHandler, [opts]);
  return routeHandler;
  async function handle(incoming: Request, context?: RouteContext): Promise<Response> {
    const req = incoming instanceof NextRequest ? incoming : new NextRequest(incoming);
    const requestId = req.headers.get('x-request-id') ?? crypto.randomUUID();
    try {
      if (opts.crossSite !== 'allowed' && isForeignWrite(req.method, req.headers, req.nextUrl.host))
        throw new AppError('cross_site_refused', 'Cross-site request refused');
      let actor: Actor | OperatorActor | null = null;
      let claims: AccessClaims | null = null;
      if (opts.auth === 'operator') {
        const found = await readOperator(req);
        actor = found.actor;
        if (!actor) throw new AppError('unauthorized', found.bearerPresent ? 'Invalid or expired operator token' : 'Please sign in as an operator');
      } else if (opts.auth !== 'none') {
        const roles: Role[] = opts.auth === 'brand' || opts.auth === 'creator' ? [opts.auth] : chosenRoles(req);
        const found = await readActor(req, roles);
        actor = found.actor;
        claims = found.claims;
        if (!actor && opts.auth !== 'optional') {
          throw new AppError('unauthorized', found.bearerPresent ? 'Invalid or expired token' : 'Please sign in');
        }
      }
      const rawParams = context?.params ? await context.params : {};
      const params = opts.params ? opts.params.parse(refuseNul(rawParams)) : undefined;
      const query = opts.query ? opts.query.parse(refuseNul(Object.fromEntries(req.nextUrl.searchParams))) : undefined;
      const raw = refuseNul(await readBody(req, opts.body ?? 'none', opts.maxBytes));
      let body: unknown = raw;
      if (opts.bodySchema) {
        const input = raw instanceof FormData ? formDataToObject(raw) : raw;
        body = opts.bodySchema.parse(input);
      }
      const result = await handler({
        req,
        actor: actor as ActorFor<A>,
        body: body as z.output<B>,
        query: query as z.output<Q>,
        params: params as z.output<P>,
        requestId,
        claims,
      });
      if (result instanceof Response) return result;
      return NextResponse.json(result ?? { message: 'OK' });
    } catch (err) {
      return errorResponse(err, requestId);
    }
  }
}

/**
 * A redirect within our own site. The Location is a path, which the browser resolves against the
 * address it used: the server never needs to know its public host (behind a proxy or a CDN the
 * request URL Next.js builds says localhost), so the refresh detour works on any domain.
 */
export function localRedirect(path: string, status = 307): NextResponse {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error('localRedirect takes a path on this site');
  return new NextResponse(null, { status, headers: { Location: path } });
}

/** A JSON answer with a status other than 200. */
export function reply(data: unknown, status = 200): NextResponse {
  return NextResponse.json(data, { status });
}

type Handler = (req: Request, ctx: RouteContext) => Promise<Response>;

/** One method that takes JSON or multipart (with files): each kind goes to its own route(). */
export function jsonOrMultipart(json: Handler, multipart: Handler): Handler {
  const either: Handler = (req, ctx) =>
    (req.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data') ? multipart(req, ctx) : json(req, ctx);
  MADE_WITH.set(either, [...(MADE_WITH.get(json) ?? []), ...(MADE_WITH.get(multipart) ?? [])]);
  return either;
}
