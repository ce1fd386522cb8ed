import { z } from '@/lib/zod';
import { emailSchema } from '@/lib/auth/schemas';

/** Body of `POST /api/campaign/{id}/approve|decline` (spec §7). */
export const decisionBodySchema = z.object({
  influencerId: z.string({ error: 'influencerId is required' }).uuid('influencerId must be a creator id'),
});

/** Route params carrying a participation request id. */
export const requestIdParamsSchema = z.object({ id: z.string().uuid('Unknown request') });

/** Body of `POST /api/campaign/send-order-confirmation-email` (spec §7). */
export const orderConfirmationBodySchema = z.object({ customerEmail: emailSchema });

/** Body of `POST /api/{role}/notifications/read`: some ids, or none for all. */
export const markReadBodySchema = z.object({
  ids: z
    .array(z.string().uuid('ids must be notification ids'), { error: 'ids must be a list of notification ids' })
    .max(200, 'At most 200 ids at once')
    .optional(),
});
