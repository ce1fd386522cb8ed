import 'server-only';
import { z } from '@/lib/zod';
import { idString, type RouteOperations } from '@/lib/openapi/operation';
import { invitationFields } from '@/lib/invitations/json-schemas';
import { ratingJson } from '@/lib/reviews/json-schemas';

const creatorInvitation = z.object({
  ...invitationFields,
  campaign: z.looseObject({ _id: idString, campaignName: z.string(), status: z.string() }),
  brand: z.object({ _id: idString, brandName: z.string(), brandLogo: z.string().nullable(), rating: ratingJson.describe('Creators’ reviews of the brand') }),
});

export const openapi: RouteOperations = {
  GET: {
    tag: 'Invitations',
    summary: 'The creator’s invitations',
    access: 'creator',
    ok: [{ status: 200, description: 'Newest first', schema: z.object({ invitations: z.array(creatorInvitation) }) }],
  },
};
