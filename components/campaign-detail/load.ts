import 'server-only';
import { cache } from 'react';
import { getCampaign, withoutUnlisted, type CampaignListItem } from '@/lib/campaigns/queries';

const loadCampaign = cache(async (id: string | undefined) => (id ? getCampaign(id) : null));

/**
 * An open campaign the public may see, by id, or null (unknown, malformed, closed or hidden ids
 * alike). Cached per request so generateMetadata and the page read the database once.
 */
export const loadOpenCampaign = cache(async (id: string | undefined): Promise<CampaignListItem | null> => {
  const found = await loadCampaign(id);
  if (!found || found.status !== 'open' || found.unlisted) return null;
  return withoutUnlisted(found);
});

/** True when the campaign exists but the public may not see it (hidden by an operator, or its brand suspended): its page is gone (410). */
export async function campaignIsGone(id: string | undefined): Promise<boolean> {
  return Boolean((await loadCampaign(id))?.unlisted);
}
