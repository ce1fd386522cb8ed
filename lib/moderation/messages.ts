// Texts of moderation (zod-free: the console's forms import them too).

/** The most a reason may say (it goes into the audit log and the account's e-mail). */
export const MAX_REASON = 500;
export const REASON_REQUIRED = 'Please give a reason';
export const REASON_TOO_LONG = `Please keep the reason to ${MAX_REASON} characters or fewer`;

export const ACCOUNT_NOT_FOUND = 'Account not found';
export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
export const ALREADY_SUSPENDED = 'This account is already suspended';
export const NOT_SUSPENDED = 'This account is not suspended';
export const ALREADY_HIDDEN = 'This campaign is already hidden';
export const NOT_HIDDEN = 'This campaign is not hidden';

export const ACCOUNT_SUSPENDED = 'Account suspended';
export const ACCOUNT_REINSTATED = 'Account reinstated';
export const CAMPAIGN_HIDDEN = 'Campaign hidden';
export const CAMPAIGN_RESTORED = 'Campaign restored';

/** What a suspended account is told when it tries to sign in (or its session is refused). */
export const SUSPENDED_SIGN_IN = 'This account is suspended. We have e-mailed you the reason; write to support to appeal.';

/** What the public reads on a hidden campaign's address (410). */
export const CAMPAIGN_GONE = 'This campaign has been removed by CollabMarket and is no longer available.';

/** A brand's write on a campaign CollabMarket hid (inviting creators to it). */
export const CAMPAIGN_TAKEN_DOWN = 'CollabMarket has hidden this campaign, so it takes no new creators';
