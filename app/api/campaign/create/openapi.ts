import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { campaignCreateSchema } from '@/lib/campaigns/schemas';
import { campaignAnswer } from '@/lib/campaigns/json-schemas';
import { BRAND_ID, CAMPAIGN_ID, NOW, campaignFields } from '@/lib/openapi/examples';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Campaigns',
    summary: 'Create a campaign',
    description:
      'Multipart, with the `campaignImage` file; `deliverables` is JSON text in a multipart form. `feeInr` is whole rupees, as a number or as people type it ("7500", "7,500", "₹7,500", "1,00,000", "1.5L", "18.5k"); anything that does not read as whole rupees is refused.',
    access: 'brand',
    body: { kind: 'multipart', schema: campaignCreateSchema, files: { campaignImage: 'one' } },
    ok: [{ status: 201, description: 'Created', schema: campaignAnswer }],
    examples: [
      {
        flow: 'campaign',
        step: 1,
        name: 'createCampaign',
        summary: 'The brand creates a campaign (multipart, with the campaignImage file)',
        token: 'brandToken',
        body: campaignFields,
        status: 201,
        response: {
          message: 'Campaign created successfully!',
          campaign: {
            _id: CAMPAIGN_ID,
            brandId: BRAND_ID,
            ...campaignFields,
            campaignImage: 'uploads/8c1d2e3f4a5b6c7d.png',
            status: 'open',
            deliverables: [],
            feeInr: null,
            applyBy: null,
            contentDueBy: null,
            contentGuidelines: '',
            destinationUrl: null,
            createdAt: NOW,
            updatedAt: NOW,
          },
        },
        save: { campaignId: 'campaign._id' },
      },
    ],
  },
};
