import { route } from '@/lib/route';
import { clientIp } from '@/lib/http/caller';
import { requestOtpSchema } from '@/lib/creators/schemas';
import { requestOtp } from '@/lib/creators/service';

/** Mails a sign-up code; the same answer whether or not the address has an account. */
export const POST = route({ auth: 'none', body: 'json', bodySchema: requestOtpSchema }, ({ req, body }) => requestOtp(body, { ip: clientIp(req) }));
