import { route } from '@/lib/route';
import { clientIp } from '@/lib/http/caller';
import { resetRequestSchema } from '@/lib/auth/password-reset-schemas';
import { requestPasswordReset } from '@/lib/auth/password-reset';

/** Mails a reset code to a brand or creator account; the answer is the same whether it exists or not. */
export const POST = route({ auth: 'none', body: 'json', bodySchema: resetRequestSchema }, ({ req, body }) => requestPasswordReset(body, clientIp(req)));
