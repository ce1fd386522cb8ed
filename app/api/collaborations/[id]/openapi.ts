import 'server-only';
import { z } from '@/lib/zod';
import { idString, type RouteOperations } from '@/lib/openapi/operation';
import { collaborationParamsSchema } from '@/lib/collaborations/schemas';
import { postMetricsJson, submissionJson } from '@/lib/collaborations/json-schemas';
import { BRAND_ID, CAMPAIGN_ID, CREATOR_ID, NOW, PROMO_CODE, REQUEST_ID, campaignFields } from '@/lib/openapi/examples';

const collaborationJson = z.looseObject({
  _id: idString,
  status: z.string(),
  submissions: z.array(submissionJson),
  timeline: z.array(z.looseObject({ _id: idString, kind: z.string() })),
  postUrls: z.array(z.string()).describe('The live posts’ links, in the order shared.'),
  postLinks: z
    .array(z.object({ url: z.string(), deliverable: z.string().nullable().describe('The piece of the brief it is for, e.g. "Reel 1"; null when not named.') }))
    .describe('The live posts with the deliverable each is for.'),
  metrics: postMetricsJson.nullable(),
  metricsHistory: z.array(postMetricsJson),
  trackingUrl: z.string().nullable().describe('The tracked link `{APP_URL}/r/{code}`: from approval on, when the campaign has a destination URL.'),
  promoCode: z.string().nullable().describe("The creator's promo code for this campaign, from approval on."),
});

export const openapi: RouteOperations = {
  GET: {
    tag: 'Collaborations',
    summary: 'One collaboration',
    description: 'With its brief, content versions, timeline and `trackingUrl`.',
    access: 'any',
    params: collaborationParamsSchema,
    ok: [{ status: 200, description: 'The collaboration', schema: z.object({ collaboration: collaborationJson }) }],
    errors: [404],
    examples: [
      {
        flow: 'conversions',
        step: 2,
        name: 'collaborationCodes',
        summary: 'The creator’s collaboration carries their promo code (and tracked link) to share',
        token: 'creatorToken',
        params: { id: REQUEST_ID },
        vary: { 'params.id': 'collaborationId' },
        status: 200,
        response: {
          collaboration: {
            _id: REQUEST_ID,
            status: 'active',
            campaign: { _id: CAMPAIGN_ID, campaignName: campaignFields.campaignName },
            brand: { _id: BRAND_ID, brandName: 'FitFuel', brandLogo: null },
            creator: { _id: CREATOR_ID, name: 'Asha Rao', profilePicture: null, city: '' },
            submissions: [],
            timeline: [],
            postUrls: [],
            postLinks: [],
            metrics: null,
            metricsHistory: [],
            cancelled: null,
            unread: 0,
            trackingUrl: null,
            promoCode: PROMO_CODE,
            createdAt: NOW,
            updatedAt: NOW,
          },
        },
        save: { promoCode: 'collaboration.promoCode' },
      },
    ],
  },
};
