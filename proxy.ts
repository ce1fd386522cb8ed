import { NextResponse, type NextRequest } from 'next/server';
import { verifyAccessToken, verifyRefreshToken } from '@/lib/auth/tokens';
import { AUDIENCE_COOKIE, accessCookie, refreshCookie } from '@/lib/auth/cookies';
import { collaborateView } from '@/lib/campaigns/list-query';
import { QUALIFY_KEY } from '@/lib/campaigns/list-query-space.mjs';
import { audienceKey, parseAudienceKey } from '@/lib/participation/eligibility';
import { env, runtime } from '@/lib/env';
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
  const policy = contentSecurityPolicy({ nonce, dev: runtime.development, firebase: runtime.firebasePhone, razorpay: runtime.razorpayCheckout });
  const headers = new Headers(req.headers);
  headers.set('content-security-policy', policy);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set('Content-Security-Policy', policy);
  return res;
}

// Dashboards need a session of their role. An expired access cookie with a live refresh cookie
// goes through the refresh handler, which rotates the session and comes back; no session at
// all goes to the role's sign-up for the dashboard itself, and to the role's login for a page
// inside it (a link from one of our e-mails: the person has an account), coming back after.
// Handlers and layouts check again.
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
  if (path === `/${role}/dashboard` || path === `/${role}/dashboard/`) return NextResponse.redirect(new URL(`/${role}/signup`, req.url));
  const login = new URL(`/${role}/login`, req.url);
  login.searchParams.set('next', path + req.nextUrl.search);
  return NextResponse.redirect(login);
}

const isDashboard = (path: string) => /^\/(brand|creator)\/dashboard(\/|$)/.test(path);

// The campaign list is a cached page per distinct list: a query goes to the internal address of
// its canonical form (list-query.ts), so `?page=2&platform=X` and `?platform=X&page=2&utm=…` share
// one entry. "Campaigns I qualify for" is keyed by the creator's audience from the cm_audience
// cookie (set with the session and by the viewer endpoint); without it the page asks them to log in.
function collaborate(req: NextRequest) {
  const params = req.nextUrl.searchParams;
  const audience = params.get(QUALIFY_KEY) === '1' ? parseAudienceKey(req.cookies.get(AUDIENCE_COOKIE)?.value) : undefined;
  // From req.url, the address as the server knows itself (next.config.mjs skipProxyUrlNormalize):
  // req.nextUrl says "localhost" for any loopback address, and a rewrite to another origin than
  // the server's own goes out over HTTP to it.
  const url = new URL(req.url);
  url.pathname = `/collaborate/${collaborateView(params, audience && audienceKey(audience))}`;
  url.search = '';
  // The client router's cache-busting parameter stays (Next.js refuses RSC requests without it).
  const rsc = params.get('_rsc');
  if (rsc !== null) url.searchParams.set('_rsc', rsc);
  return NextResponse.rewrite(url);
}

export function proxy(req: NextRequest) {
  const path = req.nextUrl.pathname;
  if (path.startsWith('/api/') || path.startsWith('/auth/')) return cors(req);
  if (path === '/collaborate') return collaborate(req);
  return isDashboard(path) ? dashboards(req) : withNonce(req);
}

// API requests (under /api and the spec's /auth/numberVerification) pass through here only when they carry an Origin header (cross-origin calls,
// preflights, and browsers' own writes): same-origin reads such as the public campaign list skip
// the proxy, which would otherwise cost more than the handler itself.
// Every page rendered per request is listed here; cached pages (the landing page, the campaign
// list, campaign and creator pages, the API reference, the 404 page) carry the policy the page cache stored with them.
// `/collaborate` comes here only with a query it reads other than `page` and the selects' own
// values (the bare address, `?page=N` and platform and/or interest, alone or with a page, are
// rewritten to their cached pages by next.config.mjs, without this proxy; `page` with any other
// key comes here through that key's entry). Those keys and values are the list's query space
// (lib/campaigns/list-query-space.mjs), from which `npm run gen` writes the entries below.
// `csp.test.ts` checks the list against app/.
export const config = {
  // Few entries on purpose: Next.js tests each one against every request's path.
  matcher: [
    '/(brand|creator)/dashboard/:path*',
    '/(brand|creator)/(login|signup)',
    '/(login|forgot-password|unsubscribe|collab-details|creator-details)',
    '/pay/:path*',
    '/dev/outbox',
    '/ops/:path*',
    { source: '/(api|auth)/:path*', has: [{ type: 'header', key: 'origin' }] },
    // The list's queries the rewrites leave to this proxy: every key the list reads but `page`,
    // platform and interest only with a value the selects do not offer (proxyMatcher in
    // lib/page-cache/collaborate-views.mjs). Written out, as Next.js reads this at build time.
    // <generated by `npm run gen` from lib/campaigns/list-query-space.mjs: do not edit>
    { source: '/collaborate', has: [{ type: 'query', key: 'q' }] },
    { source: '/collaborate', has: [{ type: 'query', key: 'platform', value: '(?!(?:Instagram|YouTube|TikTok|Twitter)$).*' }] },
    {
      source: '/collaborate',
      has: [
        {
          type: 'query',
          key: 'interest',
          value: '(?!(?:Technology|Fashion|Health|Travel|Food|Beauty|Fitness|Gaming|Finance|Parenting|Education|Entertainment|Lifestyle|Home|Automotive)$).*',
        },
      ],
    },
    { source: '/collaborate', has: [{ type: 'query', key: 'minFollowers' }] },
    { source: '/collaborate', has: [{ type: 'query', key: 'maxFollowers' }] },
    { source: '/collaborate', has: [{ type: 'query', key: 'minFee' }] },
    { source: '/collaborate', has: [{ type: 'query', key: 'maxFee' }] },
    { source: '/collaborate', has: [{ type: 'query', key: 'open' }] },
    { source: '/collaborate', has: [{ type: 'query', key: 'eligible' }] },
    { source: '/collaborate', has: [{ type: 'query', key: 'limit' }] },
    // </generated>
  ],
};
