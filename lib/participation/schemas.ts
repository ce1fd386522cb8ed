import { z } from '@/lib/zod';
import { emailSchema } from '@/lib/auth/schemas';
import { campaignIdSchema } from '@/lib/campaigns/schemas';
import { DECISIONS, MAX_DECLINE_REASON, DECLINE_REASON_TOO_LONG, MAX_PITCH, PITCH_TOO_LONG } from './messages';

/** Body of `POST /api/campaign/{id}/approve|decline` (spec §7). */
export const decisionBodySchema = z.object({
  influencerId: z.string({ error: 'influencerId is required' }).uuid('influencerId must be a creator id'),
});

/** Why a brand declined, for the creator; optional, and blank is none. */
const declineReason = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  z.string({ error: 'reason must be text' }).trim().max(MAX_DECLINE_REASON, DECLINE_REASON_TOO_LONG).optional(),
);

/** Body of `POST /api/campaign/{id}/decline`: the spec's `{influencerId}`, and optionally a reason the creator sees. */
export const declineBodySchema = decisionBodySchema.extend({ reason: declineReason });

/** What the creator tells the brand with a request to join; optional, and blank is none. */
const pitch = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  z.string({ error: 'pitch must be text' }).trim().max(MAX_PITCH, PITCH_TOO_LONG).optional(),
);

/**
 * Body of `POST /api/campaign/{id}/request`: the spec's client sends `{}` (or nothing); ours may
 * add a short pitch the brand reads on the request and in its notification.
 */
export const requestBodySchema = z.object({ pitch });

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

// The browser's buttons (lib/participation/actions.ts) send the route's params and body as one object.
const campaignId = campaignIdSchema.shape.id;

/** The request button: the campaign asked about (POST /api/campaign/{id}/request). */
export const requestActionSchema = requestBodySchema.extend({ campaignId });

/** The withdraw button (DELETE /api/creator/requests/{id}). */
export const withdrawActionSchema = z.object({ requestId: requestIdParamsSchema.shape.id });

/** Approve or Decline (POST /api/campaign/{id}/approve|decline): the route's body, its campaign, and which. */
export const decideActionSchema = decisionBodySchema.extend({
  campaignId,
  decision: z.enum(DECISIONS, { error: 'Decision must be approved or declined' }),
  /** Only a decline carries one. */
  reason: declineReason,
});
