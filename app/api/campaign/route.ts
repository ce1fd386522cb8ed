import { route } from '@/lib/route';
import { jsonBodyWithEtag } from '@/lib/http-cache';
import { campaignListQuerySchema, UNPAGED_LIST_LIMIT } from '@/lib/campaigns/schemas';
import { cachedCampaignList } from '@/lib/campaigns/list-cache';

const PAGING = ['page', 'limit', 'after'];

/**
 * Public list of open campaigns: { campaigns, page, limit, total, totalPages, totalIsCapped,
 * nextCursor }, cacheable by CDNs. Without any paging parameter (the spec's client never asks for
 * page 2) it answers the UNPAGED_LIST_LIMIT newest campaigns, still with `nextCursor`. Without
 * any query at all, server.mjs's front answers from the same cache entry (lib/campaigns/list-front.mjs).
 */
export const GET = route({ auth: 'none', query: campaignListQuerySchema }, async ({ req, query }) => {
  const unpaged = !PAGING.some((key) => req.nextUrl.searchParams.has(key));
  const { body, etag } = await cachedCampaignList(unpaged ? { ...query, limit: UNPAGED_LIST_LIMIT } : query, { bareAddress: req.nextUrl.search === '' });
  return jsonBodyWithEtag(req, body, etag);
});
