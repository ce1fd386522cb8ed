import 'server-only';
import type { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { verifyAccessToken, type AccessClaims, type Actor } from '@/lib/auth/tokens';
import { accessCookie } from '@/lib/auth/cookies';
import { liveActor } from '@/lib/auth/live';
import type { Role } from '@/models';

/** What the checks below read of a request: its method and headers (a route's Request, or a server action's headers()). */
type RequestHeaders = Pick<Headers, 'get'>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a browser sent this request from another site: by Sec-Fetch-Site when the browser
 * sends it, else by comparing Origin with our host. Requests with neither (curl, servers) are not
 * cross-site.
 */
function isCrossSite(headers: RequestHeaders, fallbackHost?: string): boolean {
  const site = headers.get('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = headers.get('origin');
  if (!origin) return false;
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? fallbackHost;
  try {
    const from = new URL(origin);
    return from.host !== host && from.origin !== new URL(env().APP_URL).origin;
  } catch {
    return true;
  }
}

/**
 * Writes from a page of another site are refused, whatever they carry (cookie, bearer token, a
 * login's credentials or a sign-out's body): login CSRF and cross-site sign-out included. The
 * origins in API_CORS_ORIGINS (the spec's web client on its own host) may call, with bearer tokens.
 */
export function isForeignWrite(method: string, headers: RequestHeaders, fallbackHost?: string): boolean {
  if (SAFE_METHODS.has(method)) return false;
  const origin = headers.get('origin');
  if (origin && env().API_CORS_ORIGINS.includes(origin)) return false;
  return isCrossSite(headers, fallbackHost);
}

/**
 * The caller's IP for per-IP limits: the X-Forwarded-For entry that our own proxy added, counted
 * from the right (TRUSTED_PROXY_HOPS, default 1: one proxy in front that appends the address it
 * saw). Entries further left were written by the client and could be anything, so they never
 * count. Without the header, one fixed bucket ("direct").
 */
export function clientIpOf(headers: RequestHeaders): string {
  const fwd = headers.get('x-forwarded-for');
  if (fwd) {
    const hops = fwd
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    const ours = hops[Math.max(0, hops.length - env().TRUSTED_PROXY_HOPS)];
    if (ours) return ours.slice(0, 64);
  }
  return headers.get('x-real-ip')?.slice(0, 64) ?? 'direct';
}

/** `clientIpOf` for a route handler's request. */
export function clientIp(req: Request): string {
  return clientIpOf(req.headers);
}

/** Reads the signed-in actor from a bearer token, or else from the role's cookie (with the token's claims, for streams). */
export async function readActor(
  req: NextRequest,
  roles: readonly Role[],
): Promise<{ actor: Actor | null; claims: AccessClaims | null; viaCookie: boolean; bearerPresent: boolean }> {
  const header = req.headers.get('authorization');
  if (header) {
    const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
    const claims = m ? verifyAccessToken(m[1]) : null;
    const actor = claims && roles.includes(claims.role) ? await liveActor(claims, claims.role) : null;
    return { actor, claims: actor ? claims : null, viaCookie: false, bearerPresent: true };
  }
  for (const role of roles) {
    const value = req.cookies.get(accessCookie(role))?.value;
    const claims = value ? verifyAccessToken(value) : null;
    const actor = claims ? await liveActor(claims, role) : null;
    if (actor) return { actor, claims, viaCookie: true, bearerPresent: false };
  }
  return { actor: null, claims: null, viaCookie: false, bearerPresent: false };
}
