import 'server-only';
import { messageSchema, type RouteOperations } from '@/lib/openapi/operation';
import { orderConfirmationBodySchema } from '@/lib/participation/schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Participation',
    summary: 'Mail an order confirmation',
    description: 'Kept for spec clients; approving and declining already mail the creator.',
    access: 'brand',
    body: { kind: 'json', schema: orderConfirmationBodySchema },
    ok: [{ status: 200, description: 'Mailed', schema: messageSchema }],
    errors: [404],
    limited: true,
  },
};
