import 'server-only';
import { z } from '@/lib/zod';
import { idString, isoDate, type RouteOperations } from '@/lib/openapi/operation';
import { campaignJson } from '@/lib/campaigns/json-schemas';

const requestedCreator = z.object({
  _id: idString,
  name: z.string(),
  email: z.string(),
  city: z.string(),
  tags: z.array(z.string()),
  profilePicture: z.string().nullable(),
  requestId: idString,
  requestedAt: isoDate,
  pitch: z.string().nullable().describe('What the creator wrote with the request (plain text); null: nothing.'),
  platformFollowers: z.int().nullable().describe("Followers the creator states on the campaign's platform (self-reported); null: audience not stated."),
});

export const openapi: RouteOperations = {
  GET: {
    tag: 'Participation',
    summary: 'Pending requests on the brand’s campaigns',
    access: 'brand',
    ok: [
      {
        status: 200,
        description: 'Campaigns with their requesting creators',
        schema: z.object({ campaigns: z.array(campaignJson.extend({ requestedCreators: z.array(requestedCreator) })) }),
      },
    ],
  },
};
