import { NextResponse } from 'next/server';
import { route } from '@/lib/route';
import { clientIp } from '@/lib/http/caller';
import { opsLoginSchema } from '@/lib/ops/schemas';
import { setOperatorCookie, signInOperator } from '@/lib/ops';

/** Operator sign-in: password and TOTP (or recovery) code; an 8-hour session in an httpOnly cookie. */
export const POST = route({ auth: 'none', body: 'json', bodySchema: opsLoginSchema }, async ({ req, body }) => {
  const { operator, token, expiresAt } = await signInOperator(body, clientIp(req));
  const res = NextResponse.json({ message: 'Signed in', operator, expiresAt: expiresAt.toISOString() });
  setOperatorCookie(res.cookies, token, expiresAt);
  return res;
});
