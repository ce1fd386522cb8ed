import 'server-only';
import { currentActor } from '@/lib/auth/current';
import { listMyRequests } from '@/lib/participation/queries';

/** Campaign ids the signed-in creator has already asked to join (empty for everyone else). */
export async function requestedCampaignIds(): Promise<Set<string>> {
  const actor = await currentActor('creator');
  if (!actor) return new Set();
  const mine = await listMyRequests(actor);
  return new Set(mine.requests.map((r) => r.campaign._id));
}
