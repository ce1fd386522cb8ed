import 'server-only';

// The console's disputes and jobs (issue 36).
export { getDispute, listDisputes, settleAsOperator, type DisputeDetail, type DisputeListItem } from './disputes';
export { discardJob, listJobs, retryJob, summarize } from './jobs';
export * from './schemas';
