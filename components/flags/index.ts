// The public entry of components/flags (reports from users): what other features may use (eslint-rules/boundaries.mjs).
export { ReportButton } from './report-button';
export { CampaignReport, CreatorReport } from './public-report';
