// Client-safe texts of participation (no zod here: the request and decision buttons import these).

export const DECISIONS = ['approved', 'declined'] as const;
export type Decision = (typeof DECISIONS)[number];

export const REQUEST_SENT = 'Participation request sent successfully!';
export const ALREADY_REQUESTED = 'You have already asked to join this campaign';
export const CAMPAIGN_CLOSED = 'This campaign is closed';
export const ALREADY_DECIDED = 'This request was already decided';
export const NO_APPROVED_CREATOR = 'No approved creator with that e-mail on your campaigns';
export const REQUEST_WITHDRAWN = 'Request withdrawn';
export const MAX_DECLINE_REASON = 500;
/** A creator's pitch to the brand with a request to join (optional). */
export const MAX_PITCH = 500;
export const PITCH_TOO_LONG = `The pitch must be at most ${MAX_PITCH} characters`;
export const DECLINE_REASON_TOO_LONG = `The reason must be at most ${MAX_DECLINE_REASON} characters`;
/** Our page's toast names the creator; the spec's "Influencer declined successfully!" stays the API's answer. */
export const declinedToast = (creatorName: string) => `Declined ${creatorName}`;
export const decisionMessage: Record<Decision, string> = {
  approved: 'Influencer approved successfully!',
  declined: 'Influencer declined successfully!',
};

/** Spec §8's toasts of the request button. */
export const REQUEST_TOASTS = {
  success: REQUEST_SENT,
  notCreator: 'Failed to send participation request. You are not signed up as a creator.',
  failed: 'Failed to send participation request. Please try again later.',
  unexpected: 'An unexpected error occurred. Please try again later.',
} as const;
