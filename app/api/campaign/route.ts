import { route } from '@/lib/route';
import { cachedJson } from '@/lib/http-cache';
import { campaignListQuerySchema } from '@/lib/campaigns/schemas';
import { listOpenCampaigns } from '@/lib/campaigns/queries';

// Public list of open campaigns: { campaigns, page, limit, total, totalPages }, cacheable by CDNs.
export const GET = route({ auth: 'none', query: campaignListQuerySchema }, async ({ req, query }) =>
  cachedJson(req, await listOpenCampaigns(query)),
);
