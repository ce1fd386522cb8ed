import { z } from '@/lib/zod';
import { route } from '@/lib/route';
import { notFound } from '@/lib/errors';
import { campaignUpdateSchema } from '@/lib/campaigns/schemas';
import { getCampaign } from '@/lib/campaigns/queries';
import { CAMPAIGN_NOT_FOUND, closeCampaign, updateCampaign } from '@/lib/campaigns/service';

// Malformed ids are "not found" like unknown ones, not a validation error.
const params = z.object({ id: z.string() });

/** One campaign; a closed one only for its owner. */
export const GET = route({ auth: 'optional', params }, async ({ actor, params: p }) => {
  const campaign = await getCampaign(p.id);
  const visible = campaign && (campaign.status === 'open' || (actor?.role === 'brand' && actor.id === campaign.brandId));
  if (!visible) throw notFound(CAMPAIGN_NOT_FOUND);
  return { campaign };
});

const patchJson = route({ auth: 'brand', body: 'json', bodySchema: campaignUpdateSchema, params }, async ({ actor, body, params: p }) => ({
  message: 'Campaign updated successfully!',
  campaign: await updateCampaign(actor, p.id, body),
}));

const patchMultipart = route({ auth: 'brand', body: 'multipart', bodySchema: campaignUpdateSchema, params }, async ({ actor, body, params: p }) => ({
  message: 'Campaign updated successfully!',
  campaign: await updateCampaign(actor, p.id, body),
}));

/** Owner-only edit, as JSON or as multipart (with an optional new image). */
export function PATCH(req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) {
  const multipart = (req.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
  return multipart ? patchMultipart(req, ctx) : patchJson(req, ctx);
}

/** Closing is the only "delete": requests and history stay. */
export const DELETE = route({ auth: 'brand', params }, async ({ actor, params: p }) => ({
  message: 'Campaign closed',
  campaign: await closeCampaign(actor, p.id),
}));
