import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { campaignAnswer } from '@/lib/campaigns/json-schemas';
import { campaignLookupSchema } from '@/lib/campaigns/schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Campaigns',
    summary: 'Close a campaign',
    access: 'brand',
    params: campaignLookupSchema,
    ok: [{ status: 200, description: 'Closed', schema: campaignAnswer }],
    errors: [404],
  },
};
