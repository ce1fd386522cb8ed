import { jsonOrMultipart, route } from '@/lib/route';
import { notFound } from '@/lib/errors';
import { campaignLookupSchema, campaignUpdateSchema } from '@/lib/campaigns/schemas';
import { getCampaign } from '@/lib/campaigns/queries';
import { CAMPAIGN_NOT_FOUND, closeCampaign, updateCampaign } from '@/lib/campaigns/service';

/** One campaign; a closed one only for its owner. */
export const GET = route({ auth: 'optional', params: campaignLookupSchema }, async ({ actor, params: p }) => {
  const campaign = await getCampaign(p.id);
  const visible = campaign && (campaign.status === 'open' || (actor?.role === 'brand' && actor.id === campaign.brandId));
  if (!visible) throw notFound(CAMPAIGN_NOT_FOUND);
  return { campaign };
});

const patchJson = route(
  { auth: 'brand', body: 'json', bodySchema: campaignUpdateSchema, params: campaignLookupSchema },
  async ({ actor, body, params: p }) => ({
    message: 'Campaign updated successfully!',
    campaign: await updateCampaign(actor, p.id, body),
  }),
);

const patchMultipart = route(
  { auth: 'brand', body: 'multipart', bodySchema: campaignUpdateSchema, params: campaignLookupSchema },
  async ({ actor, body, params: p }) => ({
    message: 'Campaign updated successfully!',
    campaign: await updateCampaign(actor, p.id, body),
  }),
);

/** Owner-only edit, as JSON or as multipart (with an optional new image). */
export const PATCH = jsonOrMultipart(patchJson, patchMultipart);

/** Closing is the only "delete": requests and history stay. */
export const DELETE = route({ auth: 'brand', params: campaignLookupSchema }, async ({ actor, params: p }) => ({
  message: 'Campaign closed',
  campaign: await closeCampaign(actor, p.id),
}));
