import { z } from '@/lib/zod';
import { DISPUTE_REASON_MAX } from './messages';

const DISPUTE_REASON_REQUIRED = 'Say what went wrong';

/** `POST /api/collaborations/{id}/dispute`. */
export const disputeBodySchema = z.object({
  reason: z
    .string({ error: DISPUTE_REASON_REQUIRED })
    .trim()
    .min(1, DISPUTE_REASON_REQUIRED)
    .max(DISPUTE_REASON_MAX, `A reason must be at most ${DISPUTE_REASON_MAX} characters`),
});

/** `POST /api/payments/webhooks/{provider}`. */
export const webhookParamsSchema = z.object({ provider: z.string().regex(/^[a-z]{1,30}$/, 'Unknown payment provider') });

/** The local provider's order ids (`order_local_…`). */
export const orderParamsSchema = z.object({ orderId: z.string().regex(/^order_local_[A-Za-z0-9_-]{1,64}$/, 'Unknown order') });

/** `GET /api/brand/payments` and `GET /api/creator/payouts`: JSON (default) or CSV. */
export const statementQuerySchema = z.object({
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
});

/** `GET /api/payments/{id}/invoice`. */
export const paymentParamsSchema = z.object({ id: z.string().max(64, 'Invoice not found') });
