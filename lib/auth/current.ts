import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import type { Role } from '@/models';
import { accessCookie } from './cookies';
import { liveActor } from './live';
import { verifyAccessToken, type Actor } from './tokens';

/**
 * Server components and layouts: the signed-in actor of this role, from its access cookie, if the
 * session is still live. Once per request and role: a dashboard's layout and page both ask, and
 * the liveness check reads the database.
 */
export const currentActor = cache(async <R extends Role>(role: R): Promise<(Actor & { role: R }) | null> => {
  const jar = await cookies();
  const value = jar.get(accessCookie(role))?.value;
  const claims = value ? verifyAccessToken(value) : null;
  return (await liveActor(claims, role)) as (Actor & { role: R }) | null;
});
