// The public entry of components/site: what other features may use (eslint-rules/boundaries.mjs).
export { CompactForm } from './compact-form';
export { default as filtersFormStyles } from './filters-form.module.css';
export { HomeLink } from './home-link';
export { HydrateOnView } from './hydrate-on-view';
export { publicMetadata } from './metadata';
export { PendingStatus, SearchSubmit } from './pending-submit';
export { type Platform, PlatformIcon } from './platform-icon';
export { PlatformTags } from './platform-tag';
export { CONTACT, SOCIAL } from './site-info';
