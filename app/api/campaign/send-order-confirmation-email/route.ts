import { route } from '@/lib/route';
import { orderConfirmationBodySchema } from '@/lib/participation/schemas';
import { sendOrderConfirmation } from '@/lib/participation/service';

// Kept for spec clients; approve/decline already mail the creator from the server.
export const POST = route({ auth: 'brand', body: 'json', bodySchema: orderConfirmationBodySchema }, ({ actor, body }) =>
  sendOrderConfirmation(actor, body.customerEmail),
);
