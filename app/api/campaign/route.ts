import { route } from '@/lib/route';
import { jsonBodyWithEtag } from '@/lib/http-cache';
import { campaignListQuerySchema } from '@/lib/campaigns/schemas';
import { cachedCampaignList } from '@/lib/campaigns/list-cache';

// Public list of open campaigns: { campaigns, page, limit, total, totalPages }, cacheable by CDNs.
export const GET = route({ auth: 'none', query: campaignListQuerySchema }, async ({ req, query }) => {
  const { body, etag } = await cachedCampaignList(query);
  return jsonBodyWithEtag(req, body, etag);
});
