import type { Actor } from '@/lib/auth/tokens';
import { openCampaignsForInvites } from '@/lib/invitations/service';
import { InviteCreatorButton } from './invite-creator-button';
import type { InviteCreator } from './invite-creator-dialog';

/** The invite button for a signed-in brand, with its open campaigns (server-loaded). */
export async function CreatorInvite({ brand, creator }: { brand: Actor & { role: 'brand' }; creator: InviteCreator }) {
  const campaigns = await openCampaignsForInvites(brand);
  return <InviteCreatorButton creator={{ _id: creator._id, name: creator.name, socialMediaHandles: creator.socialMediaHandles }} campaigns={campaigns} />;
}
