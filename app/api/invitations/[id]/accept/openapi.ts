import 'server-only';
import { z } from '@/lib/zod';
import { idString, type RouteOperations } from '@/lib/openapi/operation';
import { invitationIdParamsSchema } from '@/lib/invitations/schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Invitations',
    summary: 'Accept an invitation',
    description: 'Starts an active collaboration.',
    access: 'creator',
    params: invitationIdParamsSchema,
    ok: [{ status: 200, description: 'Accepted', schema: z.object({ message: z.string(), collaborationId: idString }) }],
    errors: [404, 409],
  },
};
