import 'server-only';
import { messageSchema, type RouteOperations } from '@/lib/openapi/operation';
import { collaborationParamsSchema, liveBodySchema } from '@/lib/collaborations/schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Collaborations',
    summary: 'Share the live post(s)',
    description:
      'The creator: `postUrls` (one link is enough; each may be `{url, deliverable}` naming the piece of the brief it is for, its pieces numbered within their kind: a reel and three stories are "Reel 1", "Story 1" to "Story 3", a kind on two platforms leads with the platform, "Instagram reel 1") and optionally the first `metrics`.',
    access: 'any',
    params: collaborationParamsSchema,
    body: { kind: 'json', schema: liveBodySchema },
    ok: [{ status: 200, description: 'Live', schema: messageSchema }],
    errors: [404, 409],
  },
};
