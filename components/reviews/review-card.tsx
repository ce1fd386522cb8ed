import { Card } from '@/components/ui/card';
import type { ReviewState } from '@/lib/reviews/serialize';
import type { Role } from '@/models';
import { LazyReplyForm, LazyReviewForm } from './lazy';
import { ReviewItem } from './review-list';
import { reviewInSentence } from './sentences';

/**
 * A finished job's reviews as one side sees them: the form while it may review, its own review
 * (and when it shows), and the other side's once it shows, with the reply form while unanswered.
 */
export function ReviewCard({ role, collaborationId, state }: { role: Role; collaborationId: string; state: ReviewState }) {
  if (!state.closesAt && !state.mine && !state.theirs) return null;
  return (
    <Card className="stack" aria-labelledby={state.canReview ? 'review-title' : 'reviews-title'}>
      {state.canReview ? <LazyReviewForm role={role} collaborationId={collaborationId} otherName={state.otherName} /> : <h2 id="reviews-title">Reviews</h2>}
      {state.mine ? (
        <>
          {state.mineShown ? null : <p data-testid="review-in">{reviewInSentence(state.otherName, state.mineShowsAt!)}</p>}
          <ReviewItem review={state.mine} repliedBy={state.otherName} />
        </>
      ) : null}
      {!state.canReview && !state.mine ? <p className="muted">The time to review this job is over.</p> : null}
      {state.theirs ? (
        <>
          <ReviewItem review={state.theirs} repliedBy="you" />
          {state.theirs.reply ? null : <LazyReplyForm role={role} reviewId={state.theirs._id} />}
        </>
      ) : null}
    </Card>
  );
}
