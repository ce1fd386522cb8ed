import { jsonOrMultipart, route } from '@/lib/route';
import { notFound } from '@/lib/errors';
import { campaignLookupSchema, campaignUpdateSchema } from '@/lib/campaigns/schemas';
import { getCampaign, withoutUnlisted } from '@/lib/campaigns/queries';
import { CAMPAIGN_NOT_FOUND, closeCampaign, updateCampaign } from '@/lib/campaigns/service';
import { brandTrust } from '@/lib/trust/service';

/** One campaign (a closed or hidden one only for its owner), with what creators see of its brand's trust. */
export const GET = route({ auth: 'optional', params: campaignLookupSchema }, async ({ actor, params: p }) => {
  const found = await getCampaign(p.id);
  const owner = found && actor?.role === 'brand' && actor.id === found.brandId;
  if (!found || (!owner && (found.status !== 'open' || found.unlisted))) throw notFound(CAMPAIGN_NOT_FOUND);
  return { campaign: withoutUnlisted(found), brandTrust: await brandTrust(found.brandId) };
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
