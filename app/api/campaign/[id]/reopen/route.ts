import { campaignLookupSchema } from '@/lib/campaigns/schemas';
import { route } from '@/lib/route';
import { reopenCampaign } from '@/lib/campaigns/service';

export const POST = route({ auth: 'brand', params: campaignLookupSchema }, async ({ actor, params: p }) => ({
  message: 'Campaign reopened',
  campaign: await reopenCampaign(actor, p.id),
}));
