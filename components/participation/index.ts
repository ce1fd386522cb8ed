// The public entry of components/participation: what other features may use (eslint-rules/boundaries.mjs).
export { DeclineDialog } from './decline-dialog';
export { EligibilityNote } from './eligibility-note';
export { LazyWithdrawButton } from './lazy';
export { ManageLinks } from './manage-links';
export { PROFILE_PATH } from './paths';
export { RequestButton } from './request-button';
export { type KnownStanding, useStanding } from './use-standing';
