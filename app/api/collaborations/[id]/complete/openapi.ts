import 'server-only';
import { messageSchema, type RouteOperations } from '@/lib/openapi/operation';
import { collaborationParamsSchema, completeBodySchema } from '@/lib/collaborations/schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Collaborations',
    summary: 'Confirm the job is done',
    description:
      'The brand, once the post is live. `portfolioAllowed: true` lets the creator add the approved content to their portfolio (no body: not allowed).',
    access: 'any',
    params: collaborationParamsSchema,
    body: { kind: 'json', schema: completeBodySchema },
    ok: [{ status: 200, description: 'Completed', schema: messageSchema }],
    errors: [404, 409],
  },
};
