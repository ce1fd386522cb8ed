import { reply, route } from '@/lib/route';
import { requireFreshTotp } from '@/lib/ops';
import { flagItemParamsSchema, flagResolveBodySchema } from '@/lib/flags/schemas';
import { resolveFlags } from '@/lib/flags/queue';

/** Resolves every open report of one item: `{outcome: no_action|hide|suspend, note}`; hiding and suspending need a fresh TOTP code. */
export const POST = route({ auth: 'operator', body: 'json', bodySchema: flagResolveBodySchema, params: flagItemParamsSchema }, async (ctx) => {
  if (ctx.body.outcome !== 'no_action') requireFreshTotp(ctx);
  return reply(await resolveFlags(ctx.actor, ctx.params.itemKind, ctx.params.itemId, ctx.body));
});
