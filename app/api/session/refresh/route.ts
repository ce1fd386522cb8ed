import { NextResponse } from 'next/server';
import { localRedirect, route } from '@/lib/route';
import { rotateSession } from '@/lib/auth/sessions';
import { clearSessionCookies, refreshCookie, setSessionCookies } from '@/lib/auth/cookies';
import { safeNext, sessionRefreshQuerySchema } from '@/lib/auth/schemas';
import { AppError } from '@/lib/errors';
import { limitRefresh } from '@/lib/auth/limits';
import { clientIp } from '@/lib/http/caller';

// Browser sessions: rotates the refresh cookie. GET is the proxy's detour for page navigations
// (it redirects back); POST is for the client's fetch helper after a 401.
export const GET = route({ auth: 'none', query: sessionRefreshQuerySchema }, async ({ req, query: q }) => {
  const token = req.cookies.get(refreshCookie(q.role))?.value;
  // Outside the try: a 429 must not sign the browser out.
  await limitRefresh(clientIp(req), token);
  // The answer is built before the token rotates: nothing may fail between rotating and sending
  // the new cookies, or the browser keeps the old token, whose next use revokes the sign-in.
  const res = localRedirect(safeNext(q.next, `/${q.role}/dashboard`));
  try {
    if (!token) throw new AppError('unauthorized', 'No session');
    const tokens = await rotateSession(q.role, token);
    setSessionCookies(res.cookies, q.role, tokens);
    return res;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const res = localRedirect(`/${q.role}/signup`);
    clearSessionCookies(res.cookies, q.role);
    return res;
  }
});

export const POST = route({ auth: 'none', query: sessionRefreshQuerySchema }, async ({ req, query: q }) => {
  const token = req.cookies.get(refreshCookie(q.role))?.value;
  await limitRefresh(clientIp(req), token);
  if (!token) throw new AppError('unauthorized', 'No session');
  try {
    const tokens = await rotateSession(q.role, token);
    const res = NextResponse.json({ message: 'Session refreshed' });
    setSessionCookies(res.cookies, q.role, tokens);
    return res;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const res = NextResponse.json({ code: err.errorCode, message: err.message }, { status: err.status });
    clearSessionCookies(res.cookies, q.role);
    return res;
  }
});
