import { route } from '@/lib/route';
import { tokenBodySchema } from '@/lib/auth/schemas';
import { brandAccessToken } from '@/lib/brands/service';

/** API clients: a new access token for the brand refresh token they keep. */
export const POST = route({ auth: 'none', body: 'json', bodySchema: tokenBodySchema }, ({ body }) => brandAccessToken(body.token));
