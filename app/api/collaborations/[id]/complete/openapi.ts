import 'server-only';
import { messageSchema, type RouteOperations } from '@/lib/openapi/operation';
import { collaborationParamsSchema } from '@/lib/collaborations/schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Collaborations',
    summary: 'Confirm the job is done',
    description: 'The brand, once the post is live.',
    access: 'any',
    params: collaborationParamsSchema,
    ok: [{ status: 200, description: 'Completed', schema: messageSchema }],
    errors: [404, 409],
  },
};
