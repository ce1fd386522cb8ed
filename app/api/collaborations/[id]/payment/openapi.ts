import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { collaborationParamsSchema } from '@/lib/collaborations/schemas';
import { checkoutJson, paymentJson } from '@/lib/payments/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Payments',
    summary: 'The job’s payment',
    description:
      'Either side. Amounts in paise: the creator’s fee, our platform fee on top, GST on it and the total the brand pays; `status` unfunded, pending (an order is open), funded (held), disputed (frozen), released, paid_out or refunded. `null` for a job paid in product only.',
    access: 'any',
    params: collaborationParamsSchema,
    ok: [{ status: 200, description: 'The payment', schema: z.object({ payment: paymentJson.nullable() }) }],
    errors: [404],
  },
  POST: {
    tag: 'Payments',
    summary: 'Fund the job (checkout)',
    description:
      'The brand, once the job is active: an order at the payment provider for the total, and where to pay it (`url`, the local provider’s checkout page; with Razorpay, `keyId` for Razorpay Checkout on the job page). The same order is answered again while it is unpaid. The creator can submit content only once the job is funded.',
    access: 'any',
    params: collaborationParamsSchema,
    ok: [{ status: 201, description: 'The order to pay', schema: z.object({ payment: paymentJson, checkout: checkoutJson }) }],
    errors: [404, 409],
  },
};
