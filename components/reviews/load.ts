import 'server-only';
import { listCreatorReviews } from '@/lib/reviews/service';
import type { ReviewPage } from '@/lib/reviews/serialize';

/** The newest reviews of a creator's public page and their rating (the API pages on from there). */
export function loadCreatorReviews(creatorId: string): Promise<ReviewPage> {
  return listCreatorReviews(creatorId, { after: undefined, limit: 20 });
}
