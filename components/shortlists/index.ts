// The public entry of components/shortlists: what other features may use (eslint-rules/boundaries.mjs).
export { SaveToShortlist } from './save-to-shortlist';
