import { z } from '@/lib/zod';
import { route } from '@/lib/route';
import { closeCampaign } from '@/lib/campaigns/service';

const params = z.object({ id: z.string() });

export const POST = route({ auth: 'brand', params }, async ({ actor, params: p }) => ({
  message: 'Campaign closed',
  campaign: await closeCampaign(actor, p.id),
}));
