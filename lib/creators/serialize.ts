import type { Creator, SocialHandle } from '@/models';
import type { RatingJson } from '@/lib/reviews/serialize';
import { ratingOfSummary, type CreatorTrustJson } from '@/lib/trust/serialize';

/** The creator's own account, as login, signup and GET /api/creator/profile answer it. Never the password. */
export type CreatorJson = {
  _id: string;
  name: string;
  email: string;
  phone: string;
  niche: string;
  bio: string;
  city: string;
  tags: string[];
  socialMediaHandles: SocialHandle[];
  profilePicture: string | null;
  createdAt: string;
  updatedAt: string;
};

/** What a brand sees of a creator; `phone` is null unless the brand is negotiating with them. */
export type PublicCreatorJson = {
  _id: string;
  name: string;
  bio: string;
  city: string;
  niche: string;
  tags: string[];
  socialMediaHandles: SocialHandle[];
  profilePicture: string | null;
  phone: string | null;
};

/** `GET /api/creators/{id}`: the public profile with its trust signals (issue 35) added. */
export type PublicCreatorWithTrustJson = PublicCreatorJson & { rating: RatingJson; trust: CreatorTrustJson };

/** A handle as the API answers it: the spec's `{platform, handle}` plus the audience fields it has. */
function toHandleJson(h: SocialHandle): SocialHandle {
  const out: SocialHandle = { platform: h.platform, handle: h.handle };
  if (typeof h.followers === 'number') out.followers = h.followers;
  if (typeof h.avgViews === 'number') out.avgViews = h.avgViews;
  if (typeof h.engagementRate === 'number') out.engagementRate = h.engagementRate;
  if (h.followersUpdatedAt) out.followersUpdatedAt = h.followersUpdatedAt;
  return out;
}

/** The profile fields both views show, copied so callers never share the row's arrays. */
function profileFields(c: Creator) {
  return {
    niche: c.niche,
    bio: c.bio,
    city: c.city,
    tags: [...c.tags],
    socialMediaHandles: c.socialMediaHandles.map(toHandleJson),
    profilePicture: c.profilePicture,
  };
}

export function toCreatorJson(c: Creator): CreatorJson {
  return {
    _id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    ...profileFields(c),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export function toPublicCreatorJson(c: Creator, opts: { showPhone: boolean }): PublicCreatorJson {
  return {
    _id: c.id,
    name: c.name,
    ...profileFields(c),
    phone: opts.showPhone ? c.phone : null,
  };
}

/** A creator as the directory lists them: no e-mail, no phone, no account details. */
export type DirectoryCreatorJson = Pick<PublicCreatorJson, '_id' | 'name' | 'niche' | 'city' | 'profilePicture' | 'socialMediaHandles'> & {
  /** The lowest price of the creator's active packages in rupees ("From ₹X"), or null without one. */
  fromPriceInr: number | null;
  /** Brands' reviews: the average from 3 on (else null, "New") and the count. */
  rating: RatingJson;
  /** Collaborations the creator finished. */
  jobsCompleted: number;
};

/** The columns a creator card reads (see `creatorCardColumns` in lib/creators/queries.ts). */
export type CreatorCardRow = Pick<
  Creator,
  'id' | 'name' | 'niche' | 'city' | 'profilePicture' | 'socialMediaHandles' | 'fromPricePaise' | 'ratingCount' | 'ratingStars' | 'jobsCompleted'
>;

export function toDirectoryCreatorJson(c: CreatorCardRow): DirectoryCreatorJson {
  return {
    _id: c.id,
    name: c.name,
    niche: c.niche,
    city: c.city,
    profilePicture: c.profilePicture,
    socialMediaHandles: c.socialMediaHandles.map(toHandleJson),
    fromPriceInr: c.fromPricePaise === null ? null : c.fromPricePaise / 100,
    rating: ratingOfSummary(c.ratingCount, c.ratingStars),
    jobsCompleted: c.jobsCompleted,
  };
}
