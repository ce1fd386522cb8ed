// Moderation: what operators do to accounts and campaigns (issue 36). The console's routes and
// the user reports' resolutions call these; each runs in one transaction with its audit row.
export { suspendAccount, reinstateAccount, hideCampaign, restoreCampaign } from './service';
export { searchAccounts, accountDetail, searchCampaigns } from './queries';
export { reasonSchema, moderationSearchSchema, accountParamsSchema, moderatedCampaignParamsSchema } from './schemas';
export * from './messages';
