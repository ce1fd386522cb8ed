import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { campaignAnswer } from '@/lib/campaigns/json-schemas';
import { campaignLookupSchema } from '@/lib/campaigns/schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Campaigns',
    summary: 'Reopen a campaign',
    access: 'brand',
    params: campaignLookupSchema,
    ok: [{ status: 200, description: 'Reopened', schema: campaignAnswer }],
    errors: [404, 409],
  },
};
