import { deadlinePassed } from '@/lib/campaigns/deadline';
import type { Invitation } from '@/models';
import type { RatingJson } from '@/lib/reviews/serialize';
import { ratingOfSummary } from '@/lib/trust/serialize';
import type { InvitationStatusShown } from './messages';

/** The campaign as an invitation card shows it. */
export type InvitationCampaign = {
  _id: string;
  campaignName: string;
  platform: string;
  minFollowers: number;
  maxFollowers: number;
  feeInr: number | null;
  incentives: string;
  applyBy: string | null;
  campaignImage: string;
  status: string;
};

type CampaignRow = {
  id: string;
  campaignName: string;
  platform: string;
  minFollowers: number;
  maxFollowers: number;
  feePaise: number | null;
  incentives: string;
  applyBy: string | null;
  campaignImage: string;
  status: string;
};

/** One of the creator's invitations (GET /api/creator/invitations). */
export type CreatorInvitationJson = {
  _id: string;
  status: InvitationStatusShown;
  note: string;
  declineReason: string | null;
  collaborationId: string | null;
  campaign: InvitationCampaign;
  /** `rating`: creators' reviews of the brand ("New" below 3), so a creator weighs the invitation. */
  brand: { _id: string; brandName: string; brandLogo: string | null; rating: RatingJson };
  createdAt: string;
  decidedAt: string | null;
};

/** One invitation on a brand's campaign (GET /api/campaign/{id}/invitations). */
export type BrandInvitationJson = {
  _id: string;
  status: InvitationStatusShown;
  note: string;
  declineReason: string | null;
  collaborationId: string | null;
  creator: { _id: string; name: string; profilePicture: string | null };
  createdAt: string;
  decidedAt: string | null;
};

/** A pending invitation reads as expired once its campaign closed or its apply-by day (India time) passed. */
export function shownStatus(status: Invitation['status'], campaign: { status: string; applyBy: string | null }, now = Date.now()): InvitationStatusShown {
  if (status !== 'pending') return status;
  return campaign.status !== 'open' || deadlinePassed(campaign.applyBy, now) ? 'expired' : 'pending';
}

const common = (i: Invitation, campaign: CampaignRow) => ({
  _id: i.id,
  status: shownStatus(i.status, campaign),
  note: i.note,
  declineReason: i.declineReason,
  collaborationId: i.collaborationId,
  createdAt: i.createdAt.toISOString(),
  decidedAt: i.decidedAt ? i.decidedAt.toISOString() : null,
});

export function toCreatorInvitation(
  i: Invitation,
  campaign: CampaignRow,
  brand: { brandName: string; brandLogo: string | null; ratingCount?: number; ratingStars?: number },
): CreatorInvitationJson {
  return {
    ...common(i, campaign),
    campaign: {
      _id: campaign.id,
      campaignName: campaign.campaignName,
      platform: campaign.platform,
      minFollowers: campaign.minFollowers,
      maxFollowers: campaign.maxFollowers,
      feeInr: campaign.feePaise === null ? null : campaign.feePaise / 100,
      incentives: campaign.incentives,
      applyBy: campaign.applyBy,
      campaignImage: campaign.campaignImage,
      status: campaign.status,
    },
    brand: { _id: i.brandId, brandName: brand.brandName, brandLogo: brand.brandLogo, rating: ratingOfSummary(brand.ratingCount ?? 0, brand.ratingStars ?? 0) },
  };
}

export function toBrandInvitation(i: Invitation, campaign: CampaignRow, creator: { name: string; profilePicture: string | null }): BrandInvitationJson {
  return { ...common(i, campaign), creator: { _id: i.creatorId, name: creator.name, profilePicture: creator.profilePicture } };
}

/** A brand the creator muted (GET /api/creator/mutes). */
export type MutedBrandJson = { _id: string; brandName: string; brandLogo: string | null; mutedAt: string };

/** What inviting a whole shortlist did: how many were invited, who was skipped and why, and eligibility warnings. */
export type ShortlistInviteSummary = {
  message: string;
  invited: number;
  skipped: { creatorId: string; name: string; reason: string }[];
  warnings: { creatorId: string; name: string; warning: string }[];
};
