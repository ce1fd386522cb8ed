import { route } from '@/lib/route';
import { clientIp } from '@/lib/http/caller';
import { verifyOtpSchema } from '@/lib/creators/schemas';
import { verifyOtp } from '@/lib/creators/service';

export const POST = route({ auth: 'none', body: 'json', bodySchema: verifyOtpSchema }, ({ req, body }) => verifyOtp(body, { ip: clientIp(req) }));
