import 'server-only';
import { messageSchema, type RouteOperations } from '@/lib/openapi/operation';
import { invitationIdParamsSchema } from '@/lib/invitations/schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Invitations',
    summary: 'Withdraw a pending invitation',
    access: 'brand',
    params: invitationIdParamsSchema,
    ok: [{ status: 200, description: 'Withdrawn', schema: messageSchema }],
    errors: [404, 409],
  },
};
