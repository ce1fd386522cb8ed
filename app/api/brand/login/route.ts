import { route } from '@/lib/route';
import { clientIp } from '@/lib/http/caller';
import { brandLoginSchema } from '@/lib/brands/schemas';
import { loginBrand } from '@/lib/brands/service';
import { sessionResponse } from '@/lib/auth/session-response';

export const POST = route({ auth: 'none', body: 'json', bodySchema: brandLoginSchema }, async ({ req, body }) =>
  sessionResponse('brand', await loginBrand(body, clientIp(req))),
);
