import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { jobsQuerySchema } from '@/lib/ops-queue/schemas';
import { opsJobListJson } from '@/lib/ops-queue/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Operators: disputes and jobs',
    summary: 'Failed jobs and mail',
    description:
      'The queue’s jobs that failed every try and the mails’ dead letters, newest first, with their errors and a summary of their data without secrets (a mail’s subject and masked address, never its body); `state` and `name` filter. Also mail in the last 24 hours: sent, dead, retrying. Operators only.',
    access: 'operator',
    query: jobsQuerySchema,
    ok: [{ status: 200, description: 'The jobs', schema: opsJobListJson }],
  },
};
