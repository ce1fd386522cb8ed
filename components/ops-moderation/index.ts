// The console's Accounts and Campaigns parts (issue 36): what the pages under app/ops use.
export { ReasonAction } from './reason-action';
export { default as moderationStyles } from './moderation.module.css';
export { ModerationSearchForm, readModerationSearch } from './search-form';
