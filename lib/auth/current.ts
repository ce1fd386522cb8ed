import { cookies } from 'next/headers';
import type { Role } from '@/models';
import { accessCookie } from './cookies';
import { liveActor } from './live';
import { verifyAccessToken, type Actor } from './tokens';

/** Server components and layouts: the signed-in actor of this role, from its access cookie, if the session is still live. */
export async function currentActor<R extends Role>(role: R): Promise<(Actor & { role: R }) | null> {
  const jar = await cookies();
  const value = jar.get(accessCookie(role))?.value;
  const claims = value ? verifyAccessToken(value) : null;
  return (await liveActor(claims, role)) as (Actor & { role: R }) | null;
}

/** Which roles are signed in (a person may be both). */
export async function signedInRoles(): Promise<{ brand: boolean; creator: boolean }> {
  const [brand, creator] = await Promise.all([currentActor('brand'), currentActor('creator')]);
  return { brand: Boolean(brand), creator: Boolean(creator) };
}
