import { route } from '@/lib/route';
import { requireFreshTotp } from '@/lib/ops';
import { accountParamsSchema, reasonSchema, reinstateAccount } from '@/lib/moderation';

/** Operators, with a TOTP code from the last 15 minutes: `{reason}`. */
export const POST = route({ auth: 'operator', body: 'json', bodySchema: reasonSchema, params: accountParamsSchema }, async (ctx) => {
  requireFreshTotp(ctx);
  return reinstateAccount({ operatorId: ctx.actor.id, kind: ctx.params.kind, id: ctx.params.id, reason: ctx.body.reason });
});
