// The public pages' own reads, timed as data grows (issue 17: growth within 1.5× from 1k to 100k):
// on the database path with the pages' loaders (bench/queries.mts) and over HTTP through the API
// reading the same rows (bench/run.mts), under the same names. Seeded rows of `seed.mts --scale`.
import crypto from 'node:crypto';

/** The seed's ids for its scale rows: md5('scale-brand-1') read as a uuid. */
export const seedId = (name: string) =>
  crypto
    .createHash('md5')
    .update(name)
    .digest('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/** A campaign page's campaign and a creator page's creator: there at every scale. */
export const PAGE_CAMPAIGN_ID = seedId('scale-campaign-1');
export const PAGE_CREATOR_ID = seedId('scale-creator-1');
/** The filtered list the pages phase measures (bench/pages.mts), as /collaborate reads it. */
export const PAGE_FILTER = { platform: 'Instagram', interest: 'Fashion' };
/** A searched list with a follower range: the kind of query proxy.ts sends to its canonical page (the front learns where). */
export const PAGE_SEARCH = { q: 'chai', minFollowers: '1000' };

/**
 * The API reference's pages (issue 30: one page of 1.5 MB rendered per request stalled the
 * server): its first page, its largest tag's page, and its largest operation's JSON Schemas page.
 */
export const DOCS_PAGES: [string, string][] = [
  ['API reference', '/docs/api'],
  ['API reference, a tag', '/docs/api/collaborations'],
  ['API reference, an operation', '/docs/api/campaigns/patchApiCampaignId'],
];

export const PAGE_CASE_NAMES = { campaign: 'campaign page', creator: 'creator page', filtered: 'filtered list (page)' } as const;
