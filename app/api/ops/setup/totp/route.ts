import { reply, route } from '@/lib/route';
import { opsSetupTotpSchema } from '@/lib/ops/schemas';
import { confirmOperatorTotp } from '@/lib/ops';

/** Setup step 2: a code from the app enrols TOTP and uses up the link; the recovery codes are answered once. */
export const POST = route({ auth: 'none', body: 'json', bodySchema: opsSetupTotpSchema }, async ({ body }) => {
  const { email, recoveryCodes } = await confirmOperatorTotp(body.token, body.code);
  return reply({ message: 'Two-step sign-in is on', email, recoveryCodes }, 201);
});
