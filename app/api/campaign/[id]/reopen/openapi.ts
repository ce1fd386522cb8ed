import 'server-only';
import { type RouteOperations } from '@/lib/openapi/operation';
import { campaignAnswer, looseCampaignId } from '@/lib/campaigns/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Campaigns',
    summary: 'Reopen a campaign',
    access: 'brand',
    params: looseCampaignId,
    ok: [{ status: 200, description: 'Reopened', schema: campaignAnswer }],
    errors: [404, 409],
  },
};
