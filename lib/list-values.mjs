// @ts-check
// The values a campaign's interest and platform take (spec §9). Plain JavaScript: next.config.mjs
// reads them too (lib/page-cache/collaborate-views.mjs), and lib/constants.ts hands them to the rest.

export const INTERESTS = /** @type {const} */ (['Technology', 'Fashion', 'Health', 'Travel']);
export const CAMPAIGN_PLATFORMS = /** @type {const} */ (['Instagram', 'YouTube', 'TikTok', 'Twitter']);
