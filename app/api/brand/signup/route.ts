import { route } from '@/lib/route';
import { clientIp } from '@/lib/http/caller';
import { brandSignupSchema } from '@/lib/brands/schemas';
import { signupBrand } from '@/lib/brands/service';
import { sessionResponse } from '@/lib/auth/session-response';

/** Brand wizard's last step (multipart); needs the phone verified through the provider. */
export const POST = route({ auth: 'none', body: 'multipart', bodySchema: brandSignupSchema }, async ({ req, body }) =>
  sessionResponse('brand', await signupBrand(body, clientIp(req)), 201),
);
