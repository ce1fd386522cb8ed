export const INTERESTS: readonly ['Technology', 'Fashion', 'Health', 'Travel'];
export const CAMPAIGN_PLATFORMS: readonly ['Instagram', 'YouTube', 'TikTok', 'Twitter'];
