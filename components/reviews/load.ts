import 'server-only';
import { brandRating, listCreatorReviews } from '@/lib/reviews/service';
import type { RatingJson, ReviewPage } from '@/lib/reviews/serialize';

/** The newest reviews of a creator's public page and their rating (the API pages on from there). */
export function loadCreatorReviews(creatorId: string): Promise<ReviewPage> {
  return listCreatorReviews(creatorId, { after: undefined, limit: 20 });
}

/** A brand's rating, for creators looking at its campaign. */
export function loadBrandRating(brandId: string): Promise<RatingJson> {
  return brandRating(brandId);
}
