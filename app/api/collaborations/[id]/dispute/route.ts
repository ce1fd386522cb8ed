import { reply, route } from '@/lib/route';
import { collaborationParamsSchema } from '@/lib/collaborations/schemas';
import { disputeBodySchema } from '@/lib/payments/schemas';
import { openDispute } from '@/lib/payments/service';

/** Either side, on a funded job: `{reason}`; the money is frozen until an operator settles it. */
export const POST = route({ auth: 'any', body: 'json', bodySchema: disputeBodySchema, params: collaborationParamsSchema }, async ({ actor, params, body }) =>
  reply(await openDispute(actor, params.id, body.reason), 201),
);
