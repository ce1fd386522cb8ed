import { route } from '@/lib/route';
import { payoutMethodBodySchema } from '@/lib/payout-method/schemas';
import { readPayoutMethod, savePayoutMethod } from '@/lib/payout-method/service';

export const GET = route({ auth: 'creator' }, ({ actor }) => readPayoutMethod(actor));

export const PUT = route({ auth: 'creator', body: 'json', bodySchema: payoutMethodBodySchema }, ({ actor, body }) => savePayoutMethod(actor, body));
