import { route } from '@/lib/route';
import { tokenBodySchema } from '@/lib/auth/schemas';
import { brandAccessToken } from '@/lib/brands/service';
import { limitRefresh } from '@/lib/auth/limits';
import { clientIp } from '@/lib/http/caller';

/** API clients: a new access token for the brand refresh token they keep. */
export const POST = route({ auth: 'none', body: 'json', bodySchema: tokenBodySchema }, async ({ req, body }) => {
  await limitRefresh(clientIp(req), body.token);
  return brandAccessToken(body.token);
});
