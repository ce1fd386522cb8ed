import { route } from '@/lib/route';
import { jobsQuerySchema, listJobs } from '@/lib/ops-queue';

/** The console: failed jobs and dead mails (filter `state`, `name`) and mail in the last 24 hours. */
export const GET = route({ auth: 'operator', query: jobsQuerySchema }, async ({ query }) => listJobs(query));
