// The public entry of components/invitations: what other features may use (eslint-rules/boundaries.mjs).
export { InviteCreatorButton } from './invite-creator-button';
