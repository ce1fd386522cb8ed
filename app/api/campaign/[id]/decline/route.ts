import { route } from '@/lib/route';
import { campaignIdSchema } from '@/lib/campaigns/schemas';
import { declineBodySchema } from '@/lib/participation/schemas';
import { decide } from '@/lib/participation/service';

export const POST = route({ auth: 'brand', body: 'json', bodySchema: declineBodySchema, params: campaignIdSchema }, ({ actor, params, body }) =>
  decide(actor, params.id, body.influencerId, 'declined', body.reason),
);
