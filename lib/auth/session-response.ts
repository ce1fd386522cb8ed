import 'server-only';
import { NextResponse } from 'next/server';
import type { Role } from '@/models';
import { setSessionCookies } from './cookies';

/** A sign-in answer: the JSON (tokens included, for API clients) plus the role's httpOnly cookies. */
export function sessionResponse(role: Role, body: { accessToken: string; refreshToken: string } & Record<string, unknown>, status = 200): NextResponse {
  const res = NextResponse.json(body, { status });
  setSessionCookies(res.cookies, role, body);
  return res;
}
