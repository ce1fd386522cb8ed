import { route } from '@/lib/route';
import { discardJob, jobActionBodySchema, jobParamsSchema } from '@/lib/ops-queue';

/** The console removes a failed job or dead mail for good: `{reason?}`; an audit row. */
export const POST = route({ auth: 'operator', body: 'json', bodySchema: jobActionBodySchema, params: jobParamsSchema }, async ({ actor, params, body }) =>
  discardJob(actor.id, params.id, body.reason),
);
