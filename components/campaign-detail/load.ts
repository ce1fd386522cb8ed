import 'server-only';
import { cache } from 'react';
import { getCampaign, type CampaignListItem } from '@/lib/campaigns/queries';

/**
 * An open campaign by id, or null (unknown, malformed or closed ids alike). Cached per request
 * so generateMetadata and the page read the database once.
 */
export const loadOpenCampaign = cache(async (id: string | undefined): Promise<CampaignListItem | null> => {
  if (!id) return null;
  const campaign = await getCampaign(id);
  return campaign && campaign.status === 'open' ? campaign : null;
});
