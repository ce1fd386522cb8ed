import { route } from '@/lib/route';
import { notFound } from '@/lib/errors';
import { operatorProfile, totpIsFresh } from '@/lib/ops';

/** The signed-in operator, when the session ends, and whether its last TOTP check is fresh. */
export const GET = route({ auth: 'operator' }, async ({ actor }) => {
  const operator = await operatorProfile(actor.id);
  if (!operator) throw notFound('No such operator');
  return { operator, expiresAt: actor.expiresAt.toISOString(), totpAt: actor.totpAt.toISOString(), totpFresh: totpIsFresh(actor) };
});
