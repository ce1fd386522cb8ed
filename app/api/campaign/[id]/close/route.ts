import { campaignLookupSchema } from '@/lib/campaigns/schemas';
import { route } from '@/lib/route';
import { closeCampaign } from '@/lib/campaigns/service';

export const POST = route({ auth: 'brand', params: campaignLookupSchema }, async ({ actor, params: p }) => ({
  message: 'Campaign closed',
  campaign: await closeCampaign(actor, p.id),
}));
