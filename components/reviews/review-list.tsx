import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/client/dates';
import type { RatingJson, ReviewJson } from '@/lib/reviews/serialize';
import { Stars } from './stars';
import styles from './reviews.module.css';

/** The average and the count from three reviews on, else "New". */
export function RatingSummary({ rating, label }: { rating: RatingJson; label?: string }) {
  return (
    <p className={styles.rating} data-testid="rating">
      {label ? <span className="muted">{label} </span> : null}
      {rating.average === null ? (
        <span className={styles.new}>New</span>
      ) : (
        <>
          <span aria-hidden="true">★ </span>
          <strong>{rating.average.toFixed(1)}</strong> ({rating.count} {rating.count === 1 ? 'review' : 'reviews'})
        </>
      )}
    </p>
  );
}

/** One review with its reply, as anyone reads it. */
export function ReviewItem({ review, repliedBy }: { review: ReviewJson; repliedBy: string }) {
  return (
    <article className={styles.item} aria-label={`Review by ${review.author.name}`}>
      <header className={styles.itemHead}>
        <strong>{review.author.name}</strong>
        <Stars stars={review.stars} />
        <time className="muted small" dateTime={review.createdAt}>
          {formatDate(review.createdAt)}
        </time>
      </header>
      {review.text ? <p className={styles.text}>{review.text}</p> : null}
      {review.reply ? (
        <blockquote className={styles.reply}>
          <p className="small">
            <strong>Reply from {repliedBy}</strong>
          </p>
          <p className={styles.text}>{review.reply.text}</p>
        </blockquote>
      ) : null}
    </article>
  );
}

/** A creator's reviews on their public page: rendered on the server, no client code. */
export function CreatorReviews({ name, rating, reviews }: { name: string; rating: RatingJson; reviews: ReviewJson[] }) {
  return (
    <Card as="section" className={`stack ${styles.section}`} aria-labelledby="reviews-title">
      <div className={styles.sectionHead}>
        <h2 id="reviews-title">Reviews</h2>
        <RatingSummary rating={rating} />
      </div>
      {reviews.length === 0 ? <p className="muted">No reviews yet.</p> : null}
      {reviews.map((r) => (
        <ReviewItem key={r._id} review={r} repliedBy={name} />
      ))}
    </Card>
  );
}
