import { NextResponse } from 'next/server';
import { route } from '@/lib/route';
import { clientIp } from '@/lib/http/caller';
import { setSessionCookies } from '@/lib/auth/cookies';
import { creatorLoginSchema } from '@/lib/creators/schemas';
import { login } from '@/lib/creators/service';

export const POST = route({ auth: 'none', body: 'json', bodySchema: creatorLoginSchema }, async ({ req, body }) => {
  const { creator, accessToken, refreshToken } = await login(body, { ip: clientIp(req) });
  const res = NextResponse.json({ accessToken, refreshToken, Creator: creator, message: 'Login successful' });
  setSessionCookies(res.cookies, 'creator', { accessToken, refreshToken });
  return res;
});
