import 'server-only';
import { messageSchema, type RouteOperations } from '@/lib/openapi/operation';
import { collaborationParamsSchema, liveBodySchema } from '@/lib/collaborations/schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Collaborations',
    summary: 'Share the live post(s)',
    description: 'The creator: `postUrls` and optionally the first `metrics`.',
    access: 'any',
    params: collaborationParamsSchema,
    body: { kind: 'json', schema: liveBodySchema },
    ok: [{ status: 200, description: 'Live', schema: messageSchema }],
    errors: [404, 409],
  },
};
