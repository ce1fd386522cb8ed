import 'server-only';
import { env } from '@/lib/env';
import type { Role } from '@/models';

export const accessCookie = (role: Role) => `${role}_access`;
export const refreshCookie = (role: Role) => `${role}_refresh`;
/**
 * The signed-in creator's stated audience (lib/participation/eligibility.ts `audienceKey`), so
 * "Campaigns I qualify for" is a cached page per audience (proxy.ts). Not a secret: changing it
 * only changes which public campaigns the list shows.
 */
export const AUDIENCE_COOKIE = 'cm_audience';

/**
 * Readable by the page (not httpOnly, holds no secret): this browser has had a creator session.
 * It outlives the session, so a creator whose session ran out is sent to log in, not to sign up;
 * signing out forgets it. Client code names it in components/participation/paths.ts.
 */
export const KNOWN_CREATOR_COOKIE = 'cm_known_creator';
const KNOWN_FOR_SECONDS = 365 * 86_400;

type CookieOptions = { httpOnly: boolean; sameSite: 'lax'; secure: boolean; path: string; maxAge: number };

/** Where cookies are set: a route's `NextResponse.cookies`, or a server action's `cookies()`. */
type CookieJar = { set(name: string, value: string, options: CookieOptions): unknown };

function base() {
  return { httpOnly: true, sameSite: 'lax' as const, secure: env().NODE_ENV === 'production', path: '/' };
}

/** Puts a session into httpOnly cookies; the browser UI never sees the tokens. */
export function setSessionCookies(jar: CookieJar, role: Role, tokens: { accessToken: string; refreshToken?: string }) {
  jar.set(accessCookie(role), tokens.accessToken, { ...base(), maxAge: env().ACCESS_TOKEN_TTL_SECONDS });
  if (tokens.refreshToken) {
    jar.set(refreshCookie(role), tokens.refreshToken, { ...base(), maxAge: env().REFRESH_TOKEN_TTL_DAYS * 86_400 });
    if (role === 'creator') jar.set(KNOWN_CREATOR_COOKIE, '1', { ...base(), httpOnly: false, maxAge: KNOWN_FOR_SECONDS });
  }
}

export function clearSessionCookies(jar: CookieJar, role: Role) {
  jar.set(accessCookie(role), '', { ...base(), maxAge: 0 });
  jar.set(refreshCookie(role), '', { ...base(), maxAge: 0 });
  if (role === 'creator') jar.set(AUDIENCE_COOKIE, '', { ...base(), maxAge: 0 });
}

/** A sign-out (not a session running out): the browser no longer counts as a creator's. */
export function forgetKnownRole(jar: CookieJar, role: Role) {
  if (role === 'creator') jar.set(KNOWN_CREATOR_COOKIE, '', { ...base(), httpOnly: false, maxAge: 0 });
}

/** Sets the audience cookie: readable by the server only, kept as long as a session. */
export function setAudienceCookie(jar: CookieJar, key: string) {
  jar.set(AUDIENCE_COOKIE, key, { ...base(), maxAge: env().REFRESH_TOKEN_TTL_DAYS * 86_400 });
}
