import 'server-only';
import { messageSchema, type RouteOperations } from '@/lib/openapi/operation';
import { declineBodySchema, invitationIdParamsSchema } from '@/lib/invitations/schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Invitations',
    summary: 'Decline an invitation',
    access: 'creator',
    params: invitationIdParamsSchema,
    body: { kind: 'json', schema: declineBodySchema },
    ok: [{ status: 200, description: 'Declined', schema: messageSchema }],
    errors: [404, 409],
  },
};
