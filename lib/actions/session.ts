import 'server-only';
import { cookies } from 'next/headers';
import { AppError } from '@/lib/errors';
import { accessCookie, clearSessionCookies, refreshCookie, setSessionCookies } from '@/lib/auth/cookies';
import { limitRefresh } from '@/lib/auth/limits';
import { liveActor } from '@/lib/auth/live';
import { rotateSession, type SessionTokens } from '@/lib/auth/sessions';
import { verifyAccessToken, type Actor } from '@/lib/auth/tokens';
import type { Role } from '@/models';

/**
 * The signed-in actor of `role` for a server action, from the session cookies. An access cookie
 * that has run out (a page left open past its 15 minutes) is renewed here from the refresh
 * cookie, as the API's refresh does, so a form submitted after a pause still goes through; a
 * session that has ended clears its cookies and answers null.
 */
export async function actionActor<R extends Role>(role: R, ip: string): Promise<(Actor & { role: R }) | null> {
  const jar = await cookies();
  const access = jar.get(accessCookie(role))?.value;
  const actor = access ? await liveActor(verifyAccessToken(access), role) : null;
  if (actor) return actor as Actor & { role: R };
  const refresh = jar.get(refreshCookie(role))?.value;
  if (!refresh) return null;
  await limitRefresh(ip, refresh);
  try {
    const tokens = await rotateSession(role, refresh);
    setSessionCookies(jar, role, tokens);
    return (await liveActor(verifyAccessToken(tokens.accessToken), role)) as (Actor & { role: R }) | null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    clearSessionCookies(jar, role);
    return null;
  }
}

/** Signs this browser in as `role` (the action's answer carries no tokens: they live in httpOnly cookies). */
export async function startActionSession(role: Role, tokens: SessionTokens): Promise<void> {
  setSessionCookies(await cookies(), role, tokens);
}
