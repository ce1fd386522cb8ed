import { route } from '@/lib/route';
import { orderParamsSchema } from '@/lib/payments/schemas';
import { localCheckout } from '@/lib/payments/service';

/** The local provider only: the brand's own order paid, delivered to our webhook as a signed event. */
export const POST = route({ auth: 'brand', body: 'none', params: orderParamsSchema }, ({ actor, params }) => localCheckout(actor, params.orderId, 'capture'));
