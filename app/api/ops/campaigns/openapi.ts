import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { moderationSearchSchema } from '@/lib/moderation/schemas';
import { moderatedCampaignJson } from '@/lib/moderation/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Operators: moderation',
    summary: 'Search campaigns',
    description:
      'Campaigns whose name or brand contains `q` (or whose id is `q`), newest first, at most 50, hidden ones included and marked; without `q`, the newest.',
    access: 'operator',
    query: moderationSearchSchema,
    ok: [{ status: 200, description: 'The campaigns', schema: z.object({ campaigns: z.array(moderatedCampaignJson) }) }],
  },
};
