// @ts-check
// The values a campaign's interest and platform take (spec §9). Plain JavaScript: next.config.mjs
// reads them too (the list's query space, lib/campaigns/list-query-space.mjs), and lib/constants.ts hands them to the rest.

/**
 * One list of interests for campaigns and creators (a campaign's interest, a creator's niche, the
 * filters): the spec's four first (every spec client's value stays valid), then the ones brands and
 * creators asked for. Simple words only: the page cache's addresses and proxy.ts's matcher use them
 * as they are.
 */
export const INTERESTS = /** @type {const} */ ([
  'Technology',
  'Fashion',
  'Health',
  'Travel',
  'Food',
  'Beauty',
  'Fitness',
  'Gaming',
  'Finance',
  'Parenting',
  'Education',
  'Entertainment',
  'Lifestyle',
  'Home',
  'Automotive',
]);
export const CAMPAIGN_PLATFORMS = /** @type {const} */ (['Instagram', 'YouTube', 'TikTok', 'Twitter']);
