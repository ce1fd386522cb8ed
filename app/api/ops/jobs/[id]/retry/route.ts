import { route } from '@/lib/route';
import { jobActionBodySchema, jobParamsSchema, retryJob } from '@/lib/ops-queue';

/** The console runs a failed job again (a dead mail is sent again): `{reason?}`; an audit row. */
export const POST = route({ auth: 'operator', body: 'json', bodySchema: jobActionBodySchema, params: jobParamsSchema }, async ({ actor, params, body }) =>
  retryJob(actor.id, params.id, body.reason),
);
