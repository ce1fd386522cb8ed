import 'server-only';
import { z } from '@/lib/zod';
import { idString, type RouteOperations } from '@/lib/openapi/operation';
import { campaignIdSchema } from '@/lib/campaigns/schemas';
import { invitationFields } from '@/lib/invitations/json-schemas';
import { invitationBodySchema } from '@/lib/invitations/schemas';

const person = { _id: idString, profilePicture: z.string().nullable() };

const brandInvitation = z.object({ ...invitationFields, creator: z.object({ ...person, name: z.string() }) });

export const openapi: RouteOperations = {
  GET: {
    tag: 'Invitations',
    summary: 'A campaign’s invitations',
    access: 'brand',
    params: campaignIdSchema,
    ok: [
      {
        status: 200,
        description: 'The campaign and its invitations',
        schema: z.object({
          campaign: z.object({ _id: idString, campaignName: z.string(), status: z.string(), applyBy: z.string().nullable() }),
          invitations: z.array(brandInvitation),
        }),
      },
    ],
    errors: [404],
  },
  POST: {
    tag: 'Invitations',
    summary: 'Invite a creator to a campaign',
    description: 'The owning brand: `{creatorId, note}`. `warning` says when the creator does not qualify yet.',
    access: 'brand',
    params: campaignIdSchema,
    body: { kind: 'json', schema: invitationBodySchema },
    ok: [{ status: 201, description: 'Invited', schema: z.object({ message: z.string(), invitation: brandInvitation, warning: z.string().nullable() }) }],
    errors: [404, 409],
    limited: true,
  },
};
