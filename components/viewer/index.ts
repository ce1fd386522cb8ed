// The public entry of components/viewer: what other features may use (eslint-rules/boundaries.mjs).
export { currentViewer, refreshViewer, useViewer } from './viewer-store';
