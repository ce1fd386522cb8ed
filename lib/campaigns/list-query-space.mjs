// @ts-check
// The /collaborate query space: every query parameter the campaign list page reads, and what each
// takes. The one place it is written: the list's schema (lib/campaigns/schemas.ts), the page's
// parser and canonical addresses (lib/campaigns/list-query.ts), the cached views and
// next.config.mjs's rewrites (lib/page-cache/collaborate-views.mjs), proxy.ts's matcher (generated
// from here by `npm run gen`, as Next.js reads it at build time) and server.mjs's front
// (lib/page-cache/front.mjs) all derive from it. Plain JavaScript: next.config.mjs and server.mjs
// read it without a build.
import { CAMPAIGN_PLATFORMS, INTERESTS } from '../list-values.mjs';

/** The last page the list serves (a later one is refused by the API, the first page on /collaborate). */
export const LIST_PAGE_MAX = 10_000;
/** The most campaigns a page of the list holds, and how many it holds unasked. */
export const LIST_LIMIT_MAX = 50;
export const LIST_DEFAULT_LIMIT = 12;

/**
 * What a parameter takes:
 * - `values`: the values the page's select offers (anything else is ignored by the page, refused by the API);
 * - `default`: the value that goes without saying (left out of the page's canonical address);
 * - `pageOnly`: read by the page, never by the public API.
 * @typedef {{ values?: readonly string[], default?: string, pageOnly?: boolean }} ListQueryParam
 */

/**
 * Every parameter, in the order the page's canonical address writes them (that order is part of
 * the cached pages' addresses: changing it renames them). Others (utm_…) are ignored.
 */
export const LIST_QUERY = /** @type {const} */ ({
  q: {},
  platform: { values: CAMPAIGN_PLATFORMS },
  interest: { values: INTERESTS },
  minFollowers: {},
  maxFollowers: {},
  minFee: {},
  maxFee: {},
  // The page hides campaigns whose application deadline has passed unless `open=0`.
  open: { default: '1' },
  // "Campaigns I qualify for": the page turns it into the signed-in creator's audience.
  eligible: { default: '0', pageOnly: true },
  limit: { default: String(LIST_DEFAULT_LIMIT) },
  page: { default: '1' },
});

/** @typedef {keyof typeof LIST_QUERY} ListQueryKey */
/** @typedef {{ [K in ListQueryKey]: (typeof LIST_QUERY)[K] extends { pageOnly: true } ? never : K }[ListQueryKey]} ListApiKey */

/** Every parameter the page reads, in canonical order. */
export const LIST_QUERY_KEYS = /** @type {ListQueryKey[]} */ (Object.keys(LIST_QUERY));

/** The parameters the public list API reads too (the list's schema). */
export const LIST_API_KEYS = /** @type {ListApiKey[]} */ (LIST_QUERY_KEYS.filter((key) => !(/** @type {ListQueryParam} */ (LIST_QUERY[key]).pageOnly)));

/** The parameter that asks for "Campaigns I qualify for" (keyed by the creator's audience cookie). */
export const QUALIFY_KEY = /** @satisfies {ListQueryKey} */ ('eligible');

/** Follower counts offered by the range filter (any other count in the URL still works). */
export const FOLLOWER_STEPS = [1000, 2000, 5000, 10000, 20000, 50000, 100000, 150000, 200000];

/** The values the selects offer, as a pattern (simple words: nothing to escape). */
export const KNOWN_VALUES = { platform: LIST_QUERY.platform.values.join('|'), interest: LIST_QUERY.interest.values.join('|') };

/** Pages 2 to LIST_PAGE_MAX as a pattern (the first page is the default). */
export const LATER_PAGE_PATTERN = '[2-9]|[1-9]\\d{1,3}|10000';
