// The public entry of components/profile: what other features may use (eslint-rules/boundaries.mjs).
export { EditProfileButton } from './edit-profile-button';
export { INTEREST_OPTIONS, InterestOptions } from './interest-options';
export { useProfileRefresh } from './use-profile-refresh';
