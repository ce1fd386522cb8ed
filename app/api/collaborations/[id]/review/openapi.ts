import 'server-only';
import { z } from '@/lib/zod';
import { isoDate, type RouteOperations } from '@/lib/openapi/operation';
import { collaborationParamsSchema } from '@/lib/collaborations/schemas';
import { reviewBodySchema } from '@/lib/reviews/schemas';
import { reviewJson } from '@/lib/reviews/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Reviews',
    summary: 'Review the other side of a job',
    description:
      'Either side, once, within 14 days of the job’s completion (or of its money’s release after a dispute): 1–5 `stars` and up to 1,000 characters of `text`. Double-blind: the review shows (`showsAt`) when the other side has reviewed too, or when the 14 days end. 409 for a second review, a job not completed, or a window that is over.',
    access: 'any',
    params: collaborationParamsSchema,
    body: { kind: 'json', schema: reviewBodySchema },
    ok: [{ status: 201, description: 'Saved', schema: z.object({ message: z.string(), review: reviewJson, showsAt: isoDate }) }],
    errors: [404, 409],
  },
};
