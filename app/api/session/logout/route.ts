import { NextResponse } from 'next/server';
import { z } from '@/lib/zod';
import { route } from '@/lib/route';
import { endSession } from '@/lib/auth/sessions';
import { clearSessionCookies, forgetKnownRole, refreshCookie } from '@/lib/auth/cookies';
import { roleSchema } from '@/lib/auth/schemas';

const query = z.object({ role: roleSchema });
const body = z.object({ token: z.string().max(4096).optional() });

/**
 * Sign out one role: revokes its refresh-token family and clears its cookies. A page of another
 * site cannot call it (the route wrapper refuses cross-site writes), whatever the body holds.
 */
export const POST = route({ auth: 'none', query, body: 'json', bodySchema: body }, async ({ req, query: q, body: b }) => {
  await endSession(q.role, b.token ?? req.cookies.get(refreshCookie(q.role))?.value);
  const res = NextResponse.json({ message: 'Signed out' });
  clearSessionCookies(res.cookies, q.role);
  forgetKnownRole(res.cookies, q.role);
  return res;
});
