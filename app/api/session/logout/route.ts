import { NextResponse } from 'next/server';
import { route } from '@/lib/route';
import { endSession } from '@/lib/auth/sessions';
import { clearSessionCookies, forgetKnownRole, refreshCookie } from '@/lib/auth/cookies';
import { logoutBodySchema, signOutSchema } from '@/lib/auth/schemas';

/**
 * Sign out one role: revokes its refresh-token family and clears its cookies. A page of another
 * site cannot call it (the route wrapper refuses cross-site writes), whatever the body holds.
 */
export const POST = route({ auth: 'none', query: signOutSchema, body: 'json', bodySchema: logoutBodySchema }, async ({ req, query: q, body: b }) => {
  await endSession(q.role, b.token ?? req.cookies.get(refreshCookie(q.role))?.value);
  const res = NextResponse.json({ message: 'Signed out' });
  clearSessionCookies(res.cookies, q.role);
  forgetKnownRole(res.cookies, q.role);
  return res;
});
