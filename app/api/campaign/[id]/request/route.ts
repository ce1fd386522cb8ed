import { route, reply } from '@/lib/route';
import { campaignIdSchema } from '@/lib/campaigns/schemas';
import { requestBodySchema } from '@/lib/participation/schemas';
import { requestParticipation } from '@/lib/participation/service';

// The spec's client posts `{}` with no content type (so fetch labels it text/plain), which the JSON
// reader takes as an empty body; a JSON body may carry an optional `pitch` (at most 500 characters).
export const POST = route({ auth: 'creator', body: 'json', bodySchema: requestBodySchema, params: campaignIdSchema }, async ({ actor, params, body }) =>
  reply(await requestParticipation(actor, params.id, { pitch: body.pitch }), 201),
);
