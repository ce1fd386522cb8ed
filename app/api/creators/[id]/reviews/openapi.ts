import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { reviewedParamsSchema, reviewListQuerySchema } from '@/lib/reviews/schemas';
import { reviewPageJson } from '@/lib/reviews/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Reviews',
    summary: 'A creator’s reviews',
    description:
      'Public. The reviews brands wrote of the creator that show (both sides reviewed, or the 14 days ended), newest first, with their replies; `rating.average` is null below 3 reviews ("New"). Page on with `after=<nextCursor>`.',
    access: 'none',
    params: reviewedParamsSchema,
    query: reviewListQuerySchema,
    ok: [{ status: 200, description: 'A page of reviews', schema: reviewPageJson }],
    errors: [404],
  },
};
