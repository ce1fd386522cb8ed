import 'server-only';
import { messageSchema, type RouteOperations } from '@/lib/openapi/operation';
import { campaignIdSchema } from '@/lib/campaigns/schemas';
import { declineBodySchema } from '@/lib/participation/schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Participation',
    summary: 'Decline a creator’s request',
    description:
      'Mails and notifies the creator. An optional `reason` (at most 500 characters; empty or null is none) is shown to the creator in the notification, the e-mail and the collaboration’s timeline.',
    access: 'brand',
    params: campaignIdSchema,
    body: { kind: 'json', schema: declineBodySchema },
    ok: [{ status: 200, description: 'Declined', schema: messageSchema }],
    errors: [404, 409],
  },
};
