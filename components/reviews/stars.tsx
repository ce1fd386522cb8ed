import styles from './reviews.module.css';

/** Whole stars out of five, read out as "4 of 5 stars". */
export function Stars({ stars }: { stars: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`${stars} of 5 stars`}>
      {'★'.repeat(stars)}
      <span className={styles.starsOff}>{'★'.repeat(5 - stars)}</span>
    </span>
  );
}
