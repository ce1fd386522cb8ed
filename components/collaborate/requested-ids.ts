import 'server-only';
import { currentActor } from '@/lib/auth/current';
import { handlesOf } from '@/lib/creators/queries';
import { listMyRequests } from '@/lib/participation/queries';
import type { SocialHandle } from '@/models';

/**
 * What the signed-in creator's view of campaigns needs: the campaigns they already asked to join
 * and their handles, for eligibility. Everyone else gets an empty set and `handles: null`.
 */
type CreatorView = { requested: Set<string>; handles: SocialHandle[] | null };

export async function creatorView(): Promise<CreatorView> {
  const actor = await currentActor('creator');
  if (!actor) return { requested: new Set(), handles: null };
  const [mine, handles] = await Promise.all([listMyRequests(actor), handlesOf(actor.id)]);
  return { requested: new Set(mine.requests.map((r) => r.campaign._id)), handles };
}
