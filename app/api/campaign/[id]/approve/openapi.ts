import 'server-only';
import { messageSchema, type RouteOperations } from '@/lib/openapi/operation';
import { campaignIdSchema } from '@/lib/campaigns/schemas';
import { decisionBodySchema } from '@/lib/participation/schemas';
import { CAMPAIGN_ID, CREATOR_ID } from '@/lib/openapi/examples';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Participation',
    summary: 'Approve a creator’s request',
    description: 'Starts the collaboration and mails the creator.',
    access: 'brand',
    params: campaignIdSchema,
    body: { kind: 'json', schema: decisionBodySchema },
    ok: [{ status: 200, description: 'Approved', schema: messageSchema }],
    errors: [404, 409],
    examples: [
      {
        flow: 'campaign',
        step: 3,
        name: 'approve',
        summary: 'The brand approves the creator',
        token: 'brandToken',
        params: { id: CAMPAIGN_ID },
        body: { influencerId: CREATOR_ID },
        vary: { 'params.id': 'campaignId', 'body.influencerId': 'creatorId' },
        status: 200,
        response: { message: 'Influencer approved successfully!' },
      },
    ],
  },
};
