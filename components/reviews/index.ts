// The public entry of components/reviews: what other features may use (eslint-rules/boundaries.mjs).
export { ReviewCard } from './review-card';
export { CreatorReviews, RatingSummary } from './review-list';
