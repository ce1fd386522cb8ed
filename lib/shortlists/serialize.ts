import { toDirectoryCreatorJson, type CreatorCardRow, type DirectoryCreatorJson } from '@/lib/creators/serialize';
import type { Shortlist } from '@/models';

/** One of the brand's shortlists, as its list shows it. */
export type ShortlistSummaryJson = {
  _id: string;
  name: string;
  memberCount: number;
  createdAt: string;
  updatedAt: string;
};

/** A creator on a shortlist: the directory's card (never the e-mail or the phone) and when they were added. */
export type ShortlistMemberJson = DirectoryCreatorJson & { addedAt: string };

export type ShortlistJson = ShortlistSummaryJson & { members: ShortlistMemberJson[] };

/** A list in the save menu: does the creator being saved belong to it already? */
export type ShortlistChoice = { _id: string; name: string; hasCreator: boolean };

export function toShortlistSummaryJson(s: Shortlist, memberCount: number): ShortlistSummaryJson {
  return { _id: s.id, name: s.name, memberCount, createdAt: s.createdAt.toISOString(), updatedAt: s.updatedAt.toISOString() };
}

export function toShortlistMemberJson(c: CreatorCardRow, addedAt: Date): ShortlistMemberJson {
  return { ...toDirectoryCreatorJson(c), addedAt: addedAt.toISOString() };
}
