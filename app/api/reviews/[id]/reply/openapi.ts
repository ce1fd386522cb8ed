import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { replyBodySchema, reviewParamsSchema } from '@/lib/reviews/schemas';
import { reviewJson } from '@/lib/reviews/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Reviews',
    summary: 'Reply to a review of you',
    description: 'The one reviewed, once, on a review that shows; the reply is public. Anyone else’s review (or one not shown yet) is 404; a second reply 409.',
    access: 'any',
    params: reviewParamsSchema,
    body: { kind: 'json', schema: replyBodySchema },
    ok: [{ status: 201, description: 'Replied', schema: z.object({ message: z.string(), review: reviewJson }) }],
    errors: [404, 409],
  },
};
