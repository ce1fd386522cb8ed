import { route } from '@/lib/route';
import { requireFreshTotp } from '@/lib/ops';
import { paymentParamsSchema, settleAsOperator, settleBodySchema } from '@/lib/ops-queue';

/** The console settles a dispute: `{settlement: release|refund|split, creatorPaise?, note}`; a TOTP check within 15 minutes. */
export const POST = route({ auth: 'operator', body: 'json', bodySchema: settleBodySchema, params: paymentParamsSchema }, async (ctx) => {
  requireFreshTotp(ctx);
  return settleAsOperator(ctx.actor.id, ctx.params.paymentId, ctx.body);
});
