import { route } from '@/lib/route';
import { reviewedParamsSchema, reviewListQuerySchema } from '@/lib/reviews/schemas';
import { listCreatorReviews } from '@/lib/reviews/service';

/** A creator's reviews by brands, as shown on their public page: public, newest first. */
export const GET = route({ auth: 'none', params: reviewedParamsSchema, query: reviewListQuerySchema }, ({ params, query }) =>
  listCreatorReviews(params.id, query),
);
