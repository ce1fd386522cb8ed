import 'server-only';
import { interestsFor } from '@/lib/creators/audience';
import { statedAudience } from '@/lib/participation/eligibility';
import type { SocialHandle } from '@/models';
import { listOpenCampaigns, type CampaignListItem } from './queries';
import { campaignListQuerySchema } from './schemas';

const RECOMMENDED_COUNT = 4;

type Profile = { niche: string; tags: readonly string[]; socialMediaHandles: readonly SocialHandle[] };

export type Recommendations = {
  campaigns: CampaignListItem[];
  /** False when the creator states no followers yet: nothing can be recommended. */
  hasAudience: boolean;
  /** The interests read from the niche and tags (empty: any interest). */
  interests: string[];
};

/**
 * "Recommended for you": open campaigns, still taking applications, that the creator qualifies
 * for (platform and follower range) and whose interest matches their niche or tags, newest first,
 * leaving out the ones they already asked to join or were invited to.
 */
export async function recommendedCampaigns(profile: Profile, skip: ReadonlySet<string>): Promise<Recommendations> {
  const audience = statedAudience(profile.socialMediaHandles);
  const interests = interestsFor(profile.niche, profile.tags);
  if (audience.length === 0) return { campaigns: [], hasAudience: false, interests };
  // Enough rows that the skipped ones still leave a full set in the common case.
  const limit = RECOMMENDED_COUNT + Math.min(skip.size, 46);
  const page = await listOpenCampaigns({
    ...campaignListQuerySchema.parse({}),
    open: true,
    limit,
    audience,
    interests: interests.length ? interests : undefined,
  });
  return { campaigns: page.campaigns.filter((c) => !skip.has(c._id)).slice(0, RECOMMENDED_COUNT), hasAudience: true, interests };
}
