import { reply, route } from '@/lib/route';
import { orderParamsSchema, orderSchema } from '@/lib/packages/schemas';
import { orderPackage } from '@/lib/packages/orders';

/** A brand orders the package with its brief: 201 `{message, order, collaboration, payment, checkout}`; pay at `checkout.url`. */
export const POST = route({ auth: 'brand', body: 'json', bodySchema: orderSchema, params: orderParamsSchema }, async ({ actor, params, body }) =>
  reply(await orderPackage(actor, params.id, params.packageId, body), 201),
);
