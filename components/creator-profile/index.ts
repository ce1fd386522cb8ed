// The public entry of components/creator-profile: what other features may use (eslint-rules/boundaries.mjs).
export { AudienceList } from './audience-list';
export { CreatorAvatar } from './avatar';
