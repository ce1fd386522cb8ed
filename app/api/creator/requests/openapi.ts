import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { campaignJson, requestJson } from '@/lib/campaigns/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Participation',
    summary: 'The creator’s own requests',
    access: 'creator',
    ok: [
      {
        status: 200,
        description: 'Requests with their campaigns and counts by status',
        schema: z.object({
          requests: z.array(
            requestJson.pick({ _id: true, status: true, createdAt: true, decidedAt: true }).extend({
              campaign: campaignJson.pick({ _id: true, campaignName: true, brandName: true, campaignImage: true, status: true }),
            }),
          ),
          counts: z.object({ pending: z.int(), approved: z.int(), declined: z.int() }),
        }),
      },
    ],
  },
};
