import 'server-only';
import { idString, type RouteOperations } from '@/lib/openapi/operation';
import { invitationIdParamsSchema } from '@/lib/invitations/schemas';
import { z } from '@/lib/zod';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Invitations',
    params: invitationIdParamsSchema,
    summary: 'Accept an invitation',
    description: 'Starts an active collaboration.',
    access: 'creator',
    ok: [{ status: 200, description: 'Accepted', schema: z.object({ message: z.string(), collaborationId: idString }) }],
    errors: [404, 409],
  },
};
