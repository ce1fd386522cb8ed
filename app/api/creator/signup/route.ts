import { NextResponse } from 'next/server';
import { route } from '@/lib/route';
import { clientIp } from '@/lib/http/caller';
import { setSessionCookies } from '@/lib/auth/cookies';
import { creatorSignupSchema } from '@/lib/creators/schemas';
import { signup } from '@/lib/creators/service';

/** Multipart sign-up (spec §7): the tokens in the body for API clients, and the session cookies for the browser. */
export const POST = route({ auth: 'none', body: 'multipart', bodySchema: creatorSignupSchema }, async ({ req, body }) => {
  const { creator, accessToken, refreshToken } = await signup(body, { ip: clientIp(req) });
  const res = NextResponse.json({ Creator: creator, accessToken, refreshToken, message: 'Signup successful' }, { status: 201 });
  setSessionCookies(res.cookies, 'creator', { accessToken, refreshToken });
  return res;
});
