import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { campaignListQuerySchema } from '@/lib/campaigns/schemas';
import { campaignJson } from '@/lib/campaigns/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Campaigns',
    summary: 'List open campaigns',
    description:
      'Public and cacheable (ETag, `s-maxage=10`). Without `page`, `limit` or `after` it answers the 100 newest campaigns, still with `nextCursor`. `q` matches each of its words anywhere in the name, brand or description; when nothing has them all, close spellings of words of five letters or more (`closeMatches`). `minFee` and `maxFee` read rupees as people type them ("7,500", "₹7,500", "8k").',
    access: 'none',
    query: campaignListQuerySchema,
    ok: [
      {
        status: 200,
        description: 'A page of campaigns',
        schema: z.looseObject({
          campaigns: z.array(campaignJson.loose()),
          page: z.int(),
          limit: z.int(),
          total: z.int(),
          totalPages: z.int(),
          totalIsCapped: z.boolean(),
          nextCursor: z.string().nullable(),
          closeMatches: z.boolean().describe('True when no campaign had every word of `q` and these have close spellings of them ("protien" finds "protein").'),
        }),
      },
    ],
  },
};
