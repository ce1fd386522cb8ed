import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { jobActionBodySchema, jobParamsSchema } from '@/lib/ops-queue/schemas';
import { jobRetriedJson } from '@/lib/ops-queue/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Operators: disputes and jobs',
    summary: 'Retry a failed job',
    description:
      'A failed job gets one more try on its queue; a dead mail is queued again as a new mail (its idempotency key kept, so a mail that went out after all is not sent twice) and leaves the dead letters. An audit row with the optional reason. Operators only; unknown 404, a job not failed (retried already, running, done) 409.',
    access: 'operator',
    params: jobParamsSchema,
    body: { kind: 'json', schema: jobActionBodySchema },
    ok: [{ status: 200, description: 'Queued again', schema: jobRetriedJson }],
    errors: [404, 409],
  },
};
