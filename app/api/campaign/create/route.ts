import { reply, route } from '@/lib/route';
import { campaignCreateSchema } from '@/lib/campaigns/schemas';
import { createCampaign } from '@/lib/campaigns/service';

export const POST = route({ auth: 'brand', body: 'multipart', bodySchema: campaignCreateSchema }, async ({ actor, body }) => {
  const { campaignImage, ...fields } = body;
  const campaign = await createCampaign(actor, fields, campaignImage);
  return reply({ message: 'Campaign created successfully!', campaign }, 201);
});
