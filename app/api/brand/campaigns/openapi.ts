import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { campaignJson } from '@/lib/campaigns/json-schemas';
import { collaborationStatuses } from '@/models';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Campaigns',
    summary: 'The brand’s own campaigns',
    description: 'Open and closed, with request counts; private, never cached.',
    access: 'brand',
    ok: [
      {
        status: 200,
        description: 'The campaigns',
        schema: z.object({
          campaigns: z.array(
            campaignJson.extend({
              requestCounts: z.object({ pending: z.int(), approved: z.int(), declined: z.int(), total: z.int() }),
              roster: z
                .array(
                  z.object({
                    collaborationId: z.uuid(),
                    creatorId: z.uuid(),
                    name: z.string(),
                    profilePicture: z.string().nullable(),
                    status: z.enum(collaborationStatuses),
                  }),
                )
                .describe('The approved creators, earliest first, at most 8 (requestCounts.approved counts them all)'),
              takenDown: z
                .object({ reason: z.string() })
                .nullable()
                .describe('Set when CollabMarket hid the campaign from the public (its page answers 410), with the reason; null while listed'),
            }),
          ),
        }),
      },
    ],
  },
};
