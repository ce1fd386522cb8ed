/** The page with the form for a new campaign (the list is at /brand/dashboard/campaign-setting). */
export const NEW_CAMPAIGN_HREF = '/brand/dashboard/campaign-setting/new';
