// The public entry of components/social-handles: what other features may use (eslint-rules/boundaries.mjs).
export { SocialHandlesInput, handlesError } from './social-handles-input';
