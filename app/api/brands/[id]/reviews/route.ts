import { route } from '@/lib/route';
import { reviewedParamsSchema, reviewListQuerySchema } from '@/lib/reviews/schemas';
import { listBrandReviews } from '@/lib/reviews/service';

/** A brand's reviews by creators: for signed-in accounts (brands have no public page). */
export const GET = route({ auth: 'any', params: reviewedParamsSchema, query: reviewListQuerySchema }, ({ params, query }) =>
  listBrandReviews(params.id, query),
);
