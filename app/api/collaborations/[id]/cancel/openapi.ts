import 'server-only';
import { messageSchema, type RouteOperations } from '@/lib/openapi/operation';
import { cancelBodySchema, collaborationParamsSchema } from '@/lib/collaborations/schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Collaborations',
    summary: 'End an open job',
    description: 'Either side, with a `reason`.',
    access: 'any',
    params: collaborationParamsSchema,
    body: { kind: 'json', schema: cancelBodySchema },
    ok: [{ status: 200, description: 'Cancelled', schema: messageSchema }],
    errors: [404, 409],
  },
};
