// Client-safe texts of the campaign forms and buttons (no zod here: the forms import these and must stay light).

export const REQUIRED = 'This field is required';
export const IMAGE_REQUIRED = 'Campaign image is required';
export const FOLLOWER_RANGE_MESSAGE = 'Minimum followers must not exceed maximum followers';

/** Spec §2's toasts after the campaign form. */
export const CAMPAIGN_CREATED = 'Campaign created successfully!';
export const CAMPAIGN_UPDATED = 'Campaign updated successfully!';

export const campaignClosed = (name: string) => `"${name}" is closed: it left the public list`;
export const campaignReopened = (name: string) => `"${name}" is open again`;
