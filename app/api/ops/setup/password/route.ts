import { route } from '@/lib/route';
import { opsSetupPasswordSchema } from '@/lib/ops/schemas';
import { setOperatorPassword } from '@/lib/ops';

/** Setup step 1 (the one-time link): sets the password; answers the TOTP secret to enrol, with its QR code. */
export const POST = route({ auth: 'none', body: 'json', bodySchema: opsSetupPasswordSchema }, async ({ body }) => {
  const enrolment = await setOperatorPassword(body.token, body.password);
  return { message: 'Password set', ...enrolment };
});
