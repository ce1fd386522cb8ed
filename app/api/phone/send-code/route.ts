import { route } from '@/lib/route';
import { clientIp } from '@/lib/http/caller';
import { sendCodeSchema } from '@/lib/phone/schemas';
import { requestPhoneCode } from '@/lib/phone/service';

/** Local phone provider: texts a 6-digit code to the SMS outbox. */
export const POST = route({ auth: 'none', body: 'json', bodySchema: sendCodeSchema }, ({ req, body }) => requestPhoneCode(body.phone, clientIp(req)));
