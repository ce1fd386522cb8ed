import { route } from '@/lib/route';
import { opsStepUpSchema } from '@/lib/ops/schemas';
import { confirmStepUp } from '@/lib/ops';

/** Confirms a TOTP (or recovery) code: actions that need a fresh one are allowed for 15 minutes. */
export const POST = route({ auth: 'operator', body: 'json', bodySchema: opsStepUpSchema }, async ({ actor, body }) => {
  const { totpAt } = await confirmStepUp(actor, body.code);
  return { message: 'Code confirmed', totpAt: totpAt.toISOString() };
});
