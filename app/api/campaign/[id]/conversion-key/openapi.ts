import 'server-only';
import { z } from '@/lib/zod';
import { isoDate, type RouteOperations } from '@/lib/openapi/operation';
import { campaignLookupSchema } from '@/lib/campaigns/schemas';
import { CAMPAIGN_ID, CONVERSION_KEY, NOW } from '@/lib/openapi/examples';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Reports',
    summary: 'A new conversion key',
    description:
      'The owning brand. The key is answered this once (only its SHA-256 is kept); the previous key stops working at once. The shop’s server sends it to `POST /api/track/conversion`.',
    access: 'brand',
    params: campaignLookupSchema,
    ok: [
      {
        status: 201,
        description: 'The new key',
        schema: z.object({ key: z.string(), conversionKey: z.object({ hint: z.string(), createdAt: isoDate }) }),
      },
    ],
    errors: [404],
    examples: [
      {
        flow: 'conversions',
        step: 1,
        name: 'newConversionKey',
        summary: 'The brand makes the campaign’s conversion key (shown once) for its shop’s server',
        token: 'brandToken',
        params: { id: CAMPAIGN_ID },
        vary: { 'params.id': 'campaignId' },
        status: 201,
        response: { key: CONVERSION_KEY, conversionKey: { hint: CONVERSION_KEY.slice(-4), createdAt: NOW } },
        save: { conversionKey: 'key' },
      },
    ],
  },
};
