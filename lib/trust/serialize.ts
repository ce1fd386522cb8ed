import type { RatingJson } from '@/lib/reviews/serialize';
import { RATING_MIN_REVIEWS } from '@/lib/reviews/messages';

// The trust signals of issue 35: computed from what happened on CollabMarket, never typed in.

/** What a creator's public page (and `GET /api/creators/{id}`) shows about how they work. */
export type CreatorTrustJson = {
  rating: RatingJson;
  /** "Replies within N hours": the median time to answer a brand's first message over the last 90 days, rounded up; null below 3 threads. */
  replyHours: number | null;
  /** The threads that median is taken over (those answered in the 90 days). */
  replyThreads: number;
  jobsCompleted: number;
  /** First versions handed in by the due time (the package's days, else the campaign's `contentDueBy`), as a whole percentage; null without one. */
  onTimeRate: number | null;
  /** The jobs that rate is taken over. */
  onTimeJobs: number;
  /** When the account was made (ISO). */
  memberSince: string;
  phoneVerified: boolean;
  emailVerified: boolean;
};

/** What a creator sees of a brand: its rating by creators and what was checked of it. */
export type BrandTrustJson = {
  rating: RatingJson;
  memberSince: string;
  phoneVerified: boolean;
  emailVerified: boolean;
  /** The GSTIN's format and check character are right: not a look-up at the tax portal, so never "verified". */
  gstinFormatChecked: boolean;
};

/** The rating a card shows from the kept count and sum of stars (the same rule as lib/reviews: from 3 reviews on). */
export function ratingOfSummary(count: number, stars: number): RatingJson {
  return { count, average: count >= RATING_MIN_REVIEWS && count > 0 ? Math.round((stars * 10) / count) / 10 : null };
}
