import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { orderParamsSchema, orderSchema } from '@/lib/packages/schemas';
import { orderPlaced } from '@/lib/packages/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Collaborations',
    summary: 'Order a creator’s package',
    description:
      'A brand orders an active package with its brief (`brief`: what to feature; `destinationUrl`, `contentGuidelines` optional). This makes a collaboration with the creator (the package’s terms and the brief, no campaign of the brand’s) and starts paying it: pay at `checkout.url` (the local provider) or with the provider’s checkout. The creator accepts or declines within 3 days; declined or unanswered, the brand is refunded in full.',
    access: 'brand',
    params: orderParamsSchema,
    body: { kind: 'json', schema: orderSchema },
    ok: [{ status: 201, description: 'Ordered; pay to send it to the creator', schema: orderPlaced }],
    errors: [404],
  },
};
