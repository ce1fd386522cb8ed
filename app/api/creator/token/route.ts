import { route } from '@/lib/route';
import { tokenBodySchema } from '@/lib/auth/schemas';
import { refreshAccessToken } from '@/lib/auth/sessions';

/** API clients: a new access token for a live refresh token, which stays valid (spec §7). */
export const POST = route({ auth: 'none', body: 'json', bodySchema: tokenBodySchema }, async ({ body }) => ({
  accessToken: await refreshAccessToken('creator', body.token),
}));
