// The public entry of components/reports: what other features may use (eslint-rules/boundaries.mjs).
export { TrackingPanel } from './tracking-panel';
