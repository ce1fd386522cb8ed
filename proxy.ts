import { NextResponse, type NextRequest } from 'next/server';
import { verifyAccessToken, verifyRefreshToken } from '@/lib/auth/tokens';
import { accessCookie, refreshCookie } from '@/lib/auth/cookies';
import { env } from '@/lib/env';
import { contentSecurityPolicy } from '@/lib/security/csp.mjs';

const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const CORS_HEADERS = 'Authorization, Content-Type';

// Other clients (a mobile app, the spec's separate web client) may call the API (every spec path:
// /api/* and /auth/numberVerification) from the origins
// in API_CORS_ORIGINS, with bearer tokens only: credentials (cookies) are never allowed cross-origin.
// Sales are reported by shops' servers (/api/track/conversion): no browser origin is ever allowed.
const SERVER_TO_SERVER = /^\/api\/track\//;
function cors(req: NextRequest) {
  const origin = req.headers.get('origin');
  if (!origin || !env().API_CORS_ORIGINS.includes(origin) || SERVER_TO_SERVER.test(req.nextUrl.pathname)) {
    return req.method === 'OPTIONS' && origin ? new NextResponse(null, { status: 204 }) : NextResponse.next();
  }
  const headers = { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
  if (req.method === 'OPTIONS') {
    return new NextResponse(null, {
      status: 204,
      headers: { ...headers, 'Access-Control-Allow-Methods': CORS_METHODS, 'Access-Control-Allow-Headers': CORS_HEADERS, 'Access-Control-Max-Age': '600' },
    });
  }
  const res = NextResponse.next();
  for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
  return res;
}

// Pages rendered per request get a nonce-based CSP: Next.js reads the nonce from the request's
// policy and puts it on its own scripts; the response carries the same policy.
function withNonce(req: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const policy = contentSecurityPolicy({ nonce, dev: process.env.NODE_ENV === 'development', firebase: Boolean(process.env.NEXT_PUBLIC_FIREBASE_API_KEY) });
  const headers = new Headers(req.headers);
  headers.set('content-security-policy', policy);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set('Content-Security-Policy', policy);
  return res;
}

// Dashboards need a session of their role. An expired access cookie with a live refresh cookie
// goes through the refresh handler, which rotates the session and comes back; no session at
// all goes to the role's sign-up. Handlers and layouts check again.
function dashboards(req: NextRequest) {
  // A form's server action posts to the page it is on. It checks the session itself (and renews
  // an expired access cookie from the refresh cookie, lib/actions/session.ts); a redirect here
  // would hand the action's fetch an HTML detour instead of its answer.
  if (req.method === 'POST' && req.headers.has('next-action')) return withNonce(req);
  const path = req.nextUrl.pathname;
  const role = path.startsWith('/brand/') ? 'brand' : 'creator';
  const access = req.cookies.get(accessCookie(role))?.value;
  if (access && verifyAccessToken(access)?.role === role) return withNonce(req);
  const refresh = req.cookies.get(refreshCookie(role))?.value;
  if (refresh && verifyRefreshToken(refresh)?.role === role) {
    const url = new URL('/api/session/refresh', req.url);
    url.searchParams.set('role', role);
    url.searchParams.set('next', path + req.nextUrl.search);
    return NextResponse.redirect(url);
  }
  return NextResponse.redirect(new URL(`/${role}/signup`, req.url));
}

const isDashboard = (path: string) => /^\/(brand|creator)\/dashboard(\/|$)/.test(path);

export function proxy(req: NextRequest) {
  const path = req.nextUrl.pathname;
  if (path.startsWith('/api/') || path.startsWith('/auth/')) return cors(req);
  return isDashboard(path) ? dashboards(req) : withNonce(req);
}

// API requests (under /api and the spec's /auth/numberVerification) pass through here only when they carry an Origin header (cross-origin calls,
// preflights, and browsers' own writes): same-origin reads such as the public campaign list skip
// the proxy, which would otherwise cost more than the handler itself.
// Every page rendered per request is listed here; the prerendered landing page and the 404 page
// for unknown URLs keep the static policy of next.config.mjs. `csp.test.ts` checks the list
// against app/.
export const config = {
  // Few entries on purpose: Next.js tests each one against every request's path.
  matcher: [
    '/(brand|creator)/dashboard/:path*',
    '/(brand|creator)/(login|signup)',
    '/(login|forgot-password|collaborate|collab-details|creator-details)',
    '/(campaigns|creators)/:id',
    '/dev/outbox',
    '/docs/api',
    { source: '/(api|auth)/:path*', has: [{ type: 'header', key: 'origin' }] },
  ],
};
