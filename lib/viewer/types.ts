import type { ShortlistChoice } from '@/lib/shortlists/serialize';
import type { SocialHandle } from '@/models/creators';

// The JSON of GET /api/session/viewer, shared by the service and the browser's viewer store.

/** The signed-in creator's state on one campaign: asked (and the brand's answer), or invited by the brand. */
export type ViewerCampaignStatus = 'pending' | 'approved' | 'declined' | 'invited';

/** What a signed-in brand may do on one creator's public page (`?creator=`). */
export type ViewerCreatorActions = {
  _id: string;
  /** Only while the brand is negotiating with the creator (a request on one of its campaigns). */
  phone: string | null;
  /** The brand's open campaigns, for "Invite to a campaign". */
  campaigns: { _id: string; campaignName: string; platform: string; minFollowers: number; maxFollowers: number }[];
  /** The brand's shortlists, and whether each holds this creator. */
  shortlists: ShortlistChoice[];
};

export type ViewerBrand = {
  _id: string;
  name: string;
  logo: string | null;
  /** The campaigns asked about (`?campaigns=`) that are this brand's own: they show Manage, not a request button. */
  owned: string[];
  forCreator?: ViewerCreatorActions;
};

export type ViewerCreator = {
  _id: string;
  name: string;
  profilePicture: string | null;
  socialMediaHandles: SocialHandle[];
  /** States of the campaigns asked about (`?campaigns=`) only: the others have none. */
  requests: Record<string, ViewerCampaignStatus>;
};

export type ViewerJson = {
  brand: ViewerBrand | null;
  creator: ViewerCreator | null;
  /** Roles whose access cookie ran out while a refresh cookie remains: the browser renews them and asks again. */
  renew: ('brand' | 'creator')[];
};
