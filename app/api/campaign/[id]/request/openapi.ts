import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { campaignIdSchema } from '@/lib/campaigns/schemas';
import { requestBodySchema } from '@/lib/participation/schemas';
import { requestJson } from '@/lib/campaigns/json-schemas';
import { CAMPAIGN_ID, CREATOR_ID, NOW, REQUEST_ID } from '@/lib/openapi/examples';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Participation',
    summary: 'Ask to join a campaign',
    description:
      'The creator must qualify (a handle on the campaign’s platform with followers in its range). The body may be empty or `{}` (the spec’s client sends it untyped); a JSON body may add `pitch`, at most 500 characters the brand reads on the request and in its notification.',
    access: 'creator',
    params: campaignIdSchema,
    body: { kind: 'json', schema: requestBodySchema },
    ok: [{ status: 201, description: 'Request sent', schema: z.object({ message: z.string(), request: requestJson }) }],
    errors: [400, 404, 409, 422],
    examples: [
      {
        flow: 'campaign',
        step: 2,
        name: 'requestToJoin',
        summary: 'A qualifying creator asks to join',
        token: 'creatorToken',
        params: { id: CAMPAIGN_ID },
        body: { pitch: 'I cook monsoon recipes for 40,000 followers in Pune; a reel within a week.' },
        vary: { 'params.id': 'campaignId' },
        status: 201,
        response: {
          message: 'Participation request sent successfully!',
          request: {
            _id: REQUEST_ID,
            campaignId: CAMPAIGN_ID,
            creatorId: CREATOR_ID,
            status: 'pending',
            createdAt: NOW,
            decidedAt: null,
            pitch: 'I cook monsoon recipes for 40,000 followers in Pune; a reel within a week.',
          },
        },
        save: { collaborationId: 'request._id' },
      },
    ],
  },
};
