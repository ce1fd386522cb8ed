import { route } from '@/lib/route';
import { shortlistIdParamsSchema, shortlistInviteBodySchema } from '@/lib/invitations/schemas';
import { inviteShortlist } from '@/lib/invitations/service';

/** The owning brand invites a whole shortlist to one of its open campaigns: `{campaignId, note}` -> a summary. */
export const POST = route({ auth: 'brand', body: 'json', bodySchema: shortlistInviteBodySchema, params: shortlistIdParamsSchema }, ({ actor, params, body }) =>
  inviteShortlist(actor, params.id, body.campaignId, body.note),
);
