import { route } from '@/lib/route';
import { collaborationParamsSchema } from '@/lib/collaborations/schemas';
import { declineOrderSchema } from '@/lib/packages/schemas';
import { declineOrder } from '@/lib/packages/orders';

/** The creator declines a package order `{reason?}`: the brand is refunded in full at once. */
export const POST = route({ auth: 'creator', body: 'json', bodySchema: declineOrderSchema, params: collaborationParamsSchema }, ({ actor, params, body }) =>
  declineOrder(actor, params.id, body.reason),
);
