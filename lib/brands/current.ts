import 'server-only';
import { cache } from 'react';
import { currentActor } from '@/lib/auth/current';
import { getBrandById } from './service';

/** Server components: the signed-in brand (actor and row), once per request; null without a live account. */
export const currentBrand = cache(async () => {
  const actor = await currentActor('brand');
  if (!actor) return null;
  const brand = await getBrandById(actor.id);
  return brand ? { actor, brand } : null;
});
