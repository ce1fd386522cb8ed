import { DIRECTORY_PAGE_SIZE } from '@/lib/creators/directory-messages';
import type { DirectoryQuery } from '@/lib/creators/directory-schemas';

const PATH = '/brand/dashboard/creators';

/** A search, and the campaign the brand is inviting creators to from it (`campaign`, its id). */
type DirectorySearch = Partial<DirectoryQuery> & { campaign?: string };

/** The page's address for a search: only the filters that are set, so a shared link stays short. */
export function directoryHref(query: DirectorySearch, after?: string): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'niche', 'platform', 'minFollowers', 'maxFollowers', 'maxPriceInr', 'city', 'campaign'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (query.sort && query.sort !== 'followers') params.set('sort', query.sort);
  if (query.limit && query.limit !== DIRECTORY_PAGE_SIZE) params.set('limit', String(query.limit));
  if (after) params.set('after', after);
  const search = params.toString();
  return search ? `${PATH}?${search}` : PATH;
}

/** True when the search narrows the directory (a different sort alone does not). */
export function isFiltered(query: Partial<DirectoryQuery>): boolean {
  return Boolean(
    query.q ||
    query.niche ||
    query.platform ||
    query.city ||
    query.minFollowers !== undefined ||
    query.maxFollowers !== undefined ||
    query.maxPriceInr !== undefined,
  );
}

/**
 * The creators who fit a campaign: the directory filtered to its platform and follower range, its
 * invitations going to that campaign.
 */
export function fitCreatorsHref(c: { _id: string; platform: string; minFollowers: number; maxFollowers: number }): string {
  return directoryHref({ platform: c.platform as DirectoryQuery['platform'], minFollowers: c.minFollowers, maxFollowers: c.maxFollowers, campaign: c._id });
}
