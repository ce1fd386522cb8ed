import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { orderParamsSchema } from '@/lib/payments/schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Payments',
    summary: 'Local provider: pay an order',
    description:
      'Only while PAYMENT_PROVIDER=local (404 otherwise), for scripts and tests: the brand’s own order is paid as the checkout page’s button does, by a signed webhook delivered to our webhook route.',
    access: 'brand',
    params: orderParamsSchema,
    ok: [{ status: 200, description: 'Delivered', schema: z.object({ message: z.string(), collaborationId: z.string() }) }],
    errors: [404],
  },
};
