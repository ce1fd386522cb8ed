// Texts of reviews the forms and the server share (zod-free, so client code may import them).

export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_WINDOW_DAYS = 14;
/** A rating is shown from this many visible reviews on; below it the side is "New". */
export const RATING_MIN_REVIEWS = 3;

export const STARS_REQUIRED = 'Choose from 1 to 5 stars';
export const REVIEW_TEXT_TOO_LONG = `A review must be at most ${REVIEW_TEXT_MAX} characters`;
export const REPLY_REQUIRED = 'Write your reply';
export const REPLY_TOO_LONG = `A reply must be at most ${REVIEW_TEXT_MAX} characters`;
export const REVIEW_NOT_FOUND = 'Review not found';
export const ALREADY_REVIEWED = 'You have already reviewed this job';
export const NOT_REVIEWABLE_YET = 'You can review once the job is completed';
export const REVIEW_WINDOW_OVER = `The ${REVIEW_WINDOW_DAYS} days to review this job are over`;
export const ALREADY_REPLIED = 'You have already replied to this review';
export const REVIEW_SAVED = 'Review saved';
export const REPLY_SAVED = 'Reply saved';
