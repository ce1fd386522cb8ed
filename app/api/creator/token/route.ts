import { route } from '@/lib/route';
import { tokenBodySchema } from '@/lib/auth/schemas';
import { refreshAccessToken } from '@/lib/auth/sessions';
import { limitRefresh } from '@/lib/auth/limits';
import { clientIp } from '@/lib/http/caller';

/** API clients: a new access token for a live refresh token, which stays valid (spec §7). */
export const POST = route({ auth: 'none', body: 'json', bodySchema: tokenBodySchema }, async ({ req, body }) => {
  await limitRefresh(clientIp(req), body.token);
  return { accessToken: await refreshAccessToken('creator', body.token) };
});
