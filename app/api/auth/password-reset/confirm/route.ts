import { route } from '@/lib/route';
import { clientIp } from '@/lib/http/caller';
import { resetConfirmSchema } from '@/lib/auth/password-reset-schemas';
import { confirmPasswordReset } from '@/lib/auth/password-reset';

/** Sets the new password with the mailed code and signs the account out everywhere. */
export const POST = route({ auth: 'none', body: 'json', bodySchema: resetConfirmSchema }, ({ req, body }) => confirmPasswordReset(body, clientIp(req)));
