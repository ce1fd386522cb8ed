import 'server-only';
import { messageSchema, type RouteOperations } from '@/lib/openapi/operation';
import { requestIdParamsSchema } from '@/lib/participation/schemas';

export const openapi: RouteOperations = {
  DELETE: {
    tag: 'Participation',
    summary: 'Withdraw a pending request',
    access: 'creator',
    params: requestIdParamsSchema,
    ok: [{ status: 200, description: 'Withdrawn', schema: messageSchema }],
    errors: [404, 409],
  },
};
