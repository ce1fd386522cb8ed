import { NextResponse } from 'next/server';
import { route } from '@/lib/route';
import { clearOperatorCookie, endOperatorSession } from '@/lib/ops';

/** Ends the operator's session at once (its token is refused from now on). */
export const POST = route({ auth: 'operator' }, async ({ actor }) => {
  await endOperatorSession(actor.sessionId);
  const res = NextResponse.json({ message: 'Signed out' });
  clearOperatorCookie(res.cookies);
  return res;
});
