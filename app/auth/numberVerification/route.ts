import { route } from '@/lib/route';
import { clientIp } from '@/lib/http/caller';
import { phoneProofSchema, phoneQuerySchema } from '@/lib/phone/schemas';
import { confirmPhone } from '@/lib/phone/service';

/** Marks `?phone=` verified given `{code}` (local provider) or `{idToken}` (Firebase). */
export const POST = route({ auth: 'none', query: phoneQuerySchema, body: 'json', bodySchema: phoneProofSchema }, ({ req, query, body }) =>
  confirmPhone(query.phone, body, clientIp(req)),
);
