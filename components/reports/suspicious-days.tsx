import { REPEAT_RULE, SUSPICIOUS_RULE, type DailyPoint } from '@/lib/reports/types';
import { formatCount, formatLongDay } from '@/lib/reports/display';
import styles from './reports.module.css';

/** A warning naming the range's days whose clicks look inflated (none: nothing shown). */
export function SuspiciousDays({ daily }: { daily: DailyPoint[] }) {
  const days = daily.filter((d) => d.suspicious);
  if (!days.length) return null;
  return (
    <div className={styles.suspicious} role="note" data-testid="suspicious-days">
      <p>
        <strong>
          {days.length === 1 ? 'One day' : `${formatCount(days.length)} days`} with suspicious clicks:{' '}
          {days
            .map((d) => `${formatLongDay(d.date)} (${formatCount(d.repeatClicks)} repeated ${d.repeatClicks === 1 ? 'click' : 'clicks'} left out)`)
            .join(', ')}
          .
        </strong>
      </p>
      <p className="small">
        {SUSPICIOUS_RULE} {REPEAT_RULE} Treat that day&apos;s clicks with care.
      </p>
    </div>
  );
}
