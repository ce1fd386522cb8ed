import { reply, route } from '@/lib/route';
import { collaborationParamsSchema, metricsBodySchema } from '@/lib/collaborations/schemas';
import { reportMetrics } from '@/lib/collaborations/service';

/** The creator reports the live post's figures now: `{views?, likes?, comments?}` (self-reported, dated by the server). */
export const POST = route({ auth: 'any', body: 'json', bodySchema: metricsBodySchema, params: collaborationParamsSchema }, async ({ actor, params, body }) =>
  reply(await reportMetrics(actor, params.id, body), 201),
);
