import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { RatingSummary } from '@/components/reviews';
import type { CreatorTrustJson } from '@/lib/trust/serialize';
import type { RatingJson } from '@/lib/reviews/serialize';
import { jobsCount, memberSince, replyWithin } from './format';
import styles from './trust.module.css';

/**
 * A creator's trust signals on their public page: rendered on the server (no client code), from
 * what happened on CollabMarket. A signal without enough behind it says so instead of a number.
 */
export function CreatorTrustSignals({ trust }: { trust: CreatorTrustJson }) {
  return (
    <Card as="section" className={`stack ${styles.signals}`} aria-labelledby="trust-title" data-testid="trust-signals">
      <h2 id="trust-title">Track record</h2>
      <dl className={styles.list}>
        <div>
          <dt>Rating</dt>
          <dd>
            <RatingSummary rating={trust.rating} />
          </dd>
        </div>
        <div>
          <dt>Response time</dt>
          <dd>{trust.replyHours !== null ? replyWithin(trust.replyHours) : <span className="muted">Not enough conversations yet</span>}</dd>
        </div>
        <div>
          <dt>Jobs completed</dt>
          <dd>{trust.jobsCompleted}</dd>
        </div>
        <div>
          <dt>On-time delivery</dt>
          <dd>
            {trust.onTimeRate !== null ? (
              <>
                {trust.onTimeRate}% <span className="muted small">of {jobsCount(trust.onTimeJobs)}</span>
              </>
            ) : (
              <span className="muted">No deliveries yet</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>{memberSince(trust.memberSince)}</dd>
        </div>
      </dl>
      <VerifiedBadges phone={trust.phoneVerified} email={trust.emailVerified} />
    </Card>
  );
}

/** The checks an account passed, as badges; nothing when none. */
function VerifiedBadges({ phone, email, gstin }: { phone: boolean; email: boolean; gstin?: boolean }) {
  const items = [phone && 'Phone verified', email && 'E-mail verified', gstin && 'GSTIN format checked'].filter((x): x is string => Boolean(x));
  if (items.length === 0) return null;
  return (
    <ul className={styles.badges} aria-label="Checks passed">
      {items.map((label) => (
        <li key={label}>
          <Badge tone="success">
            <span aria-hidden="true">✓ </span>
            {label}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** What a creator sees of a brand on its campaign: rating by creators ("New" below 3), checks, member since. */
export function BrandTrustLine({
  trust,
}: {
  trust: { rating: RatingJson; memberSince: string; phoneVerified: boolean; emailVerified: boolean; gstinFormatChecked: boolean };
}) {
  return (
    <div className="stack" data-testid="brand-trust">
      <RatingSummary rating={trust.rating} label="Rated by creators:" />
      <p className="muted small">Member since {memberSince(trust.memberSince)}</p>
      <VerifiedBadges phone={trust.phoneVerified} email={trust.emailVerified} gstin={trust.gstinFormatChecked} />
    </div>
  );
}

/** A card's compact form: the rating ("New" below 3) and the jobs finished. */
export function CardTrust({ rating, jobsCompleted }: { rating: RatingJson; jobsCompleted: number }) {
  return (
    <p className={styles.compact} data-testid="card-trust">
      <span>
        {rating.average === null ? (
          <strong>New</strong>
        ) : (
          <>
            ★ <strong>{rating.average.toFixed(1)}</strong> ({rating.count})
          </>
        )}
      </span>
      {jobsCompleted > 0 ? <span className="muted">· {jobsCount(jobsCompleted)} completed</span> : null}
    </p>
  );
}
