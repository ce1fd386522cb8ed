import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { reviewedParamsSchema, reviewListQuerySchema } from '@/lib/reviews/schemas';
import { reviewPageJson } from '@/lib/reviews/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Reviews',
    summary: 'A brand’s reviews',
    description:
      'Any signed-in account. The reviews creators wrote of the brand that show, newest first, with their replies; `rating.average` is null below 3 reviews ("New"). Page on with `after=<nextCursor>`.',
    access: 'any',
    params: reviewedParamsSchema,
    query: reviewListQuerySchema,
    ok: [{ status: 200, description: 'A page of reviews', schema: reviewPageJson }],
    errors: [404],
  },
};
