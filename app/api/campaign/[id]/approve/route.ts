import { route } from '@/lib/route';
import { campaignIdSchema } from '@/lib/campaigns/schemas';
import { decisionBodySchema } from '@/lib/participation/schemas';
import { decide } from '@/lib/participation/service';

export const POST = route({ auth: 'brand', body: 'json', bodySchema: decisionBodySchema, params: campaignIdSchema }, ({ actor, params, body }) =>
  decide(actor, params.id, body.influencerId, 'approved'),
);
