import { NextResponse } from 'next/server';
import { z } from '@/lib/zod';
import { route, isCrossSite } from '@/lib/route';
import { endSession } from '@/lib/auth/sessions';
import { clearSessionCookies, refreshCookie } from '@/lib/auth/cookies';
import { roleSchema } from '@/lib/auth/schemas';
import { AppError } from '@/lib/errors';

const query = z.object({ role: roleSchema });
const body = z.object({ token: z.string().max(4096).optional() });

/** Sign out one role: revokes its refresh-token family and clears its cookies. */
export const POST = route({ auth: 'none', query, body: 'json', bodySchema: body }, async ({ req, query: q, body: b }) => {
  if (!b.token && isCrossSite(req)) throw new AppError('forbidden', 'Cross-site request refused');
  await endSession(q.role, b.token ?? req.cookies.get(refreshCookie(q.role))?.value);
  const res = NextResponse.json({ message: 'Signed out' });
  clearSessionCookies(res, q.role);
  return res;
});
