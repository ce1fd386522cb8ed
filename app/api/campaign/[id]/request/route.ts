import { route, reply } from '@/lib/route';
import { campaignIdSchema } from '@/lib/campaigns/schemas';
import { requestParticipation } from '@/lib/participation/service';

// The spec's client posts `{}` with no content type (so fetch labels it text/plain): the body carries nothing and is not read.
export const POST = route({ auth: 'creator', body: 'none', params: campaignIdSchema }, async ({ actor, params }) =>
  reply(await requestParticipation(actor, params.id), 201),
);
