import { StaticImage } from '@/components/ui/static-image';
import { PlatformIcon } from '@/components/site';
import { formatDate } from '@/lib/client/dates';
import { BRAND_REVIEWS, CREATOR_REVIEWS } from './reviews-data';
import { StarRating } from './star-rating';
import styles from './landing.module.css';

/** Creator and brand reviews (sample content, see reviews-data.ts); the Blog anchor. */
export function Reviews() {
  return (
    <section id="blog" className={styles.section} aria-labelledby="reviews-heading">
      <div className="container">
        <div className={styles.sectionHead}>
          <p className="eyebrow">Stories</p>
          <h2 id="reviews-heading" className={styles.sectionTitle}>
            What creators and brands say
          </h2>
          <p className={`small muted ${styles.sampleNote}`}>Sample stories, shown to illustrate how the marketplace works.</p>
        </div>

        <h3 className={styles.subTitle}>Creator reviews</h3>
        <ul className={styles.creatorReviews}>
          {CREATOR_REVIEWS.map((r) => (
            <li key={r.username} className={`card ${styles.review}`}>
              <figure>
                <blockquote>
                  <p className={styles.quote}>{r.text}</p>
                </blockquote>
                <figcaption className={styles.reviewer}>
                  <StaticImage src={r.image} alt="" width={48} height={48} unoptimized className="avatar" />
                  <span className={styles.reviewerName}>{r.username}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>

        <h3 className={styles.subTitle}>Brand reviews</h3>
        <ul className={styles.brandReviews}>
          {BRAND_REVIEWS.map((r) => (
            <li key={r.name} className={`card ${styles.review}`}>
              <figure>
                <div className={styles.reviewTop}>
                  <StarRating rating={r.rating} />
                  <PlatformIcon platform={r.platformLogo} size={24} label={`Reviewed on ${r.platformLogo}`} />
                </div>
                <blockquote>
                  <p className={styles.quote}>{r.text}</p>
                </blockquote>
                <figcaption className={styles.reviewer}>
                  <StaticImage src={r.image} alt="" width={48} height={48} unoptimized className="avatar" />
                  <span>
                    <span className={styles.reviewerName}>{r.name}</span>
                    <br />
                    <time dateTime={r.date} className="small muted">
                      {formatDate(r.date)}
                    </time>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
