import 'server-only';
import { env } from '@/lib/env';
import type { Role } from '@/models';

export const accessCookie = (role: Role) => `${role}_access`;
export const refreshCookie = (role: Role) => `${role}_refresh`;

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
  }
}

export function clearSessionCookies(jar: CookieJar, role: Role) {
  jar.set(accessCookie(role), '', { ...base(), maxAge: 0 });
  jar.set(refreshCookie(role), '', { ...base(), maxAge: 0 });
}
