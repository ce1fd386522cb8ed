import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { collaborationParamsSchema } from '@/lib/collaborations/schemas';
import { declineOrderSchema } from '@/lib/packages/schemas';
import { orderAnswer } from '@/lib/packages/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Collaborations',
    summary: 'Decline a package order',
    description: 'The creator, on an order not yet answered, with an optional `reason`: the brand is refunded in full at once.',
    access: 'creator',
    params: collaborationParamsSchema,
    body: { kind: 'json', schema: declineOrderSchema },
    ok: [{ status: 200, description: 'Declined and refunded', schema: orderAnswer }],
    errors: [404, 409],
  },
};
