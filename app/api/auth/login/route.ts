import { route } from '@/lib/route';
import { clientIp } from '@/lib/http/caller';
import { genericLoginSchema } from '@/lib/auth/login-schemas';
import { loginAnyRole } from '@/lib/auth/login';
import { sessionResponse } from '@/lib/auth/session-response';

/** `/login` for either role; the account decides the dashboard. */
export const POST = route({ auth: 'none', body: 'json', bodySchema: genericLoginSchema }, async ({ req, body }) => {
  const answer = await loginAnyRole(body, clientIp(req));
  return sessionResponse(answer.role, answer);
});
