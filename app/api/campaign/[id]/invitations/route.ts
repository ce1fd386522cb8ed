import { route, reply } from '@/lib/route';
import { campaignIdSchema } from '@/lib/campaigns/schemas';
import { invitationBodySchema } from '@/lib/invitations/schemas';
import { inviteCreator, listCampaignInvitations } from '@/lib/invitations/service';

/** The owning brand invites a creator: `{creatorId, note}` -> 201 `{message, invitation, warning}`. */
export const POST = route({ auth: 'brand', body: 'json', bodySchema: invitationBodySchema, params: campaignIdSchema }, async ({ actor, params, body }) =>
  reply(await inviteCreator(actor, params.id, body), 201),
);

/** The campaign's invitations with their status, for its brand only. */
export const GET = route({ auth: 'brand', params: campaignIdSchema }, ({ actor, params }) => listCampaignInvitations(actor, params.id));
