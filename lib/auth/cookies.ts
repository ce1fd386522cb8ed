import type { NextResponse } from 'next/server';
import { env } from '@/lib/env';
import type { Role } from '@/models';

export const accessCookie = (role: Role) => `${role}_access`;
export const refreshCookie = (role: Role) => `${role}_refresh`;

function base() {
  return { httpOnly: true, sameSite: 'lax' as const, secure: env().NODE_ENV === 'production', path: '/' };
}

/** Puts a session into httpOnly cookies; the browser UI never sees the tokens. */
export function setSessionCookies(res: NextResponse, role: Role, tokens: { accessToken: string; refreshToken?: string }) {
  res.cookies.set(accessCookie(role), tokens.accessToken, { ...base(), maxAge: env().ACCESS_TOKEN_TTL_SECONDS });
  if (tokens.refreshToken) {
    res.cookies.set(refreshCookie(role), tokens.refreshToken, { ...base(), maxAge: env().REFRESH_TOKEN_TTL_DAYS * 86_400 });
  }
}

export function clearSessionCookies(res: NextResponse, role: Role) {
  res.cookies.set(accessCookie(role), '', { ...base(), maxAge: 0 });
  res.cookies.set(refreshCookie(role), '', { ...base(), maxAge: 0 });
}
