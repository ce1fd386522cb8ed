import { route } from '@/lib/route';
import { requireFreshTotp } from '@/lib/ops';
import { moderatedCampaignParamsSchema, reasonSchema, restoreCampaign } from '@/lib/moderation';

/** Operators, with a TOTP code from the last 15 minutes: `{reason}`. */
export const POST = route({ auth: 'operator', body: 'json', bodySchema: reasonSchema, params: moderatedCampaignParamsSchema }, async (ctx) => {
  requireFreshTotp(ctx);
  return restoreCampaign({ operatorId: ctx.actor.id, campaignId: ctx.params.id, reason: ctx.body.reason });
});
