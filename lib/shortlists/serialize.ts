import { toHandleJson } from '@/lib/creators/serialize';
import type { Creator, Shortlist, SocialHandle } from '@/models';

/** One of the brand's shortlists, as its list shows it. */
export type ShortlistSummaryJson = {
  _id: string;
  name: string;
  memberCount: number;
  createdAt: string;
  updatedAt: string;
};

/**
 * A creator on a shortlist: the public fields of a creator profile (lib/creators/serialize.ts),
 * never the e-mail or the phone.
 */
export type ShortlistMemberJson = {
  _id: string;
  name: string;
  niche: string;
  city: string;
  profilePicture: string | null;
  socialMediaHandles: SocialHandle[];
  addedAt: string;
};

export type ShortlistJson = ShortlistSummaryJson & { members: ShortlistMemberJson[] };

/** A list in the save menu: does the creator being saved belong to it already? */
export type ShortlistChoice = { _id: string; name: string; hasCreator: boolean };

export function toShortlistSummaryJson(s: Shortlist, memberCount: number): ShortlistSummaryJson {
  return { _id: s.id, name: s.name, memberCount, createdAt: s.createdAt.toISOString(), updatedAt: s.updatedAt.toISOString() };
}

type MemberRow = Pick<Creator, 'id' | 'name' | 'niche' | 'city' | 'profilePicture' | 'socialMediaHandles'>;

export function toShortlistMemberJson(c: MemberRow, addedAt: Date): ShortlistMemberJson {
  return {
    _id: c.id,
    name: c.name,
    niche: c.niche,
    city: c.city,
    profilePicture: c.profilePicture,
    socialMediaHandles: c.socialMediaHandles.map(toHandleJson),
    addedAt: addedAt.toISOString(),
  };
}
