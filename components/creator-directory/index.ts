// The public entry of components/creator-directory: what other features may use (eslint-rules/boundaries.mjs).

export { fitCreatorsHref } from './href';
