import 'server-only';
import { type RouteOperations } from '@/lib/openapi/operation';
import { campaignAnswer, looseCampaignId } from '@/lib/campaigns/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Campaigns',
    summary: 'Close a campaign',
    access: 'brand',
    params: looseCampaignId,
    ok: [{ status: 200, description: 'Closed', schema: campaignAnswer }],
    errors: [404],
  },
};
