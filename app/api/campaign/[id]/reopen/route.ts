import { z } from '@/lib/zod';
import { route } from '@/lib/route';
import { reopenCampaign } from '@/lib/campaigns/service';

const params = z.object({ id: z.string() });

export const POST = route({ auth: 'brand', params }, async ({ actor, params: p }) => ({
  message: 'Campaign reopened',
  campaign: await reopenCampaign(actor, p.id),
}));
