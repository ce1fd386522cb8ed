import type { CampaignJson } from '@/lib/campaigns/serialize';
import { followersFor, type Range } from './eligibility';
import type { Campaign, Creator, ParticipationRequest, RequestStatus } from '@/models';

export type RequestJson = {
  _id: string;
  campaignId: string;
  creatorId: string;
  status: RequestStatus;
  createdAt: string;
  decidedAt: string | null;
  /** What the creator wrote to the brand when asking (null: nothing). */
  pitch: string | null;
};

/** A participation request in API JSON (`_id`, ISO dates). */
export function toRequestJson(r: ParticipationRequest): RequestJson {
  return {
    _id: r.id,
    campaignId: r.campaignId,
    creatorId: r.creatorId,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
    pitch: r.pitch,
  };
}

/** One of the creator's own requests, with the campaign it is for. */
export type MyRequest = {
  _id: string;
  status: RequestStatus;
  createdAt: string;
  decidedAt: string | null;
  campaign: { _id: string; campaignName: string; brandName: string; campaignImage: string; status: string };
};
export type MyRequests = { requests: MyRequest[]; counts: Record<RequestStatus, number> };

export function toMyRequest(request: ParticipationRequest, campaign: Campaign): MyRequest {
  return {
    _id: request.id,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt ? request.decidedAt.toISOString() : null,
    campaign: {
      _id: campaign.id,
      campaignName: campaign.campaignName,
      brandName: campaign.brandName,
      campaignImage: campaign.campaignImage,
      status: campaign.status,
    },
  };
}

/** A creator waiting for the brand's decision, as the brand's requests page lists them. */
export type RequestedCreator = {
  _id: string;
  name: string;
  email: string;
  city: string;
  tags: string[];
  profilePicture: string | null;
  requestId: string;
  requestedAt: string;
  /** What the creator wrote with the request (null: nothing); plain text, shown escaped. */
  pitch: string | null;
  /** Followers the creator states on the campaign's platform (self-reported); null: "audience not stated". */
  platformFollowers: number | null;
};
export type CampaignWithRequests = CampaignJson & { requestedCreators: RequestedCreator[] };

type RequestingCreator = Pick<Creator, 'id' | 'name' | 'email' | 'city' | 'tags' | 'profilePicture' | 'socialMediaHandles'>;

export function toRequestedCreator(
  creator: RequestingCreator,
  request: { id: string; createdAt: Date; pitch: string | null },
  campaign: Range,
): RequestedCreator {
  return {
    _id: creator.id,
    name: creator.name,
    email: creator.email,
    city: creator.city,
    tags: creator.tags,
    profilePicture: creator.profilePicture,
    requestId: request.id,
    requestedAt: request.createdAt.toISOString(),
    pitch: request.pitch,
    platformFollowers: followersFor(campaign, creator.socialMediaHandles),
  };
}
