import { z } from '@/lib/zod';
import { campaignIdSchema } from '@/lib/campaigns/schemas';
import { DECLINE_REASON_MAX, NOTE_MAX, NOTE_TOO_LONG, REASON_TOO_LONG } from './messages';

const note = z.string({ error: 'A note must be text' }).trim().max(NOTE_MAX, NOTE_TOO_LONG).optional().default('');
const creatorId = z.string({ error: 'creatorId is required' }).uuid('creatorId must be a creator id');
const campaignId = campaignIdSchema.shape.id;

/** Body of `POST /api/campaign/{id}/invitations`. */
export const invitationBodySchema = z.object({ creatorId, note });

/** Route params carrying an invitation id. */
export const invitationIdParamsSchema = z.object({ id: z.string().uuid('Unknown invitation') });

/** Body of `POST /api/invitations/{id}/decline`: an optional reason the brand reads. */
export const declineBodySchema = z.object({
  reason: z.string({ error: 'A reason must be text' }).trim().max(DECLINE_REASON_MAX, REASON_TOO_LONG).optional().default(''),
});

/** Route params of `/api/creator/mutes/{brandId}`. */
export const brandIdParamsSchema = z.object({ brandId: z.string().uuid('Unknown brand') });

/** Route params of `/api/shortlists/{id}/invite`. */
export const shortlistIdParamsSchema = z.object({ id: z.string().uuid('Unknown shortlist') });

/** Body of `POST /api/shortlists/{id}/invite`. */
export const shortlistInviteBodySchema = z.object({ campaignId: z.string({ error: 'campaignId is required' }).uuid('Unknown campaign'), note });

// The browser's forms and buttons (lib/invitations/actions.ts) send the route's params and body as one object.
const invitationId = invitationIdParamsSchema.shape.id;
export const inviteActionSchema = invitationBodySchema.extend({ campaignId });
export const invitationActionSchema = z.object({ invitationId });
export const declineActionSchema = declineBodySchema.extend({ invitationId });
export const muteActionSchema = z.object({ brandId: brandIdParamsSchema.shape.brandId });
export const inviteShortlistActionSchema = shortlistInviteBodySchema.extend({ shortlistId: shortlistIdParamsSchema.shape.id });
