'use client';

import { useViewer } from '@/components/viewer';
import { eligibility } from '@/lib/participation/eligibility';
import type { ViewerCampaignStatus } from '@/lib/viewer/types';
import type { SocialHandle } from '@/models/creators';

type Range = { _id: string; platform: string; minFollowers: number; maxFollowers: number };

/** What a page rendered per request already knows of its visitor (a cached page leaves it out). */
export type KnownStanding = { status: ViewerCampaignStatus | null; handles: SocialHandle[] | null };

/**
 * The signed-in creator's standing on one campaign: their state on it, and (not asked yet)
 * whether they qualify. Nothing (a visitor, a brand, the viewer not known yet) is `null` both.
 * `owned`: the signed-in brand's own campaign (Manage instead of a request button).
 */
export function useStanding(campaign: Range, known?: KnownStanding) {
  const viewer = useViewer({ campaignId: campaign._id, off: Boolean(known) });
  const handles = known ? known.handles : (viewer?.creator?.socialMediaHandles ?? null);
  const status = known ? known.status : (viewer?.creator?.requests[campaign._id] ?? null);
  // The signed-in brand's own campaign: it manages it rather than asking to join.
  const owned = viewer?.brand?.owned.includes(campaign._id) ?? false;
  return { status, owned, verdict: handles && !status && !owned ? eligibility(campaign, handles) : null };
}
