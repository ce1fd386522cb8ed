import type { Role } from '@/models';

// The JSON of reviews (lib/reviews/json-schemas.ts describes it for the API reference).

export type ReviewJson = {
  _id: string;
  collaborationId: string;
  /** Who wrote it: `brand` (a review of the creator) or `creator` (of the brand). */
  authorRole: Role;
  author: { _id: string; name: string };
  stars: number;
  text: string;
  reply: { text: string; createdAt: string } | null;
  createdAt: string;
};
/** The average of the visible reviews, shown from RATING_MIN_REVIEWS of them on (else null: "New"). */
export type RatingJson = { average: number | null; count: number };
export type ReviewPage = { reviews: ReviewJson[]; rating: RatingJson; nextCursor: string | null };

/** A review's own side of a job: what its page shows under "Review <name>". */
export type ReviewState = {
  /** The other side's name. */
  otherName: string;
  /** The window: open from the job's completion (or its release after a dispute) for 14 days; null while the job is not done. */
  closesAt: string | null;
  canReview: boolean;
  mine: ReviewJson | null;
  /** The other side's review of the actor, once visible. */
  theirs: ReviewJson | null;
  /** When the actor's own review shows (the window's end, or when both were in). */
  mineShowsAt: string | null;
  /** Whether the actor's own review shows already. */
  mineShown: boolean;
};
