import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { webhookParamsSchema } from '@/lib/payments/schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Payments',
    summary: 'A payment provider’s webhook',
    description:
      'For the payment provider, not for clients. The raw body is signed (the local provider: `X-Collabmarket-Signature`, the hex HMAC-SHA256 of the body under PAYMENT_WEBHOOK_SECRET; Razorpay: `X-Razorpay-Signature`, the same under RAZORPAY_WEBHOOK_SECRET, for payment.captured, payment.failed, refund.processed and transfer.processed); a missing or wrong signature is 401 and nothing is stored. Each event id is applied once (a repeat answers `duplicate`), in any order; a capture whose amount disagrees with the order is refused (422) and logged. At most 64 KiB.',
    access: 'none',
    params: webhookParamsSchema,
    ok: [
      {
        status: 200,
        description: 'Received',
        schema: z.object({ received: z.int(), outcomes: z.array(z.enum(['applied', 'duplicate', 'ignored', 'unknown order'])) }),
      },
    ],
    errors: [401, 404, 413, 422],
  },
};
