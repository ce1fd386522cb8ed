import type { DailyPoint } from '@/lib/reports/types';
import { formatCount, formatLongDay, formatRupees } from '@/lib/reports/display';
import styles from './reports.module.css';

/** The chart's figures as a table: one row per day. */
export function SeriesTable({ daily, caption }: { daily: DailyPoint[]; caption: string }) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} data-testid="series-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col" className={styles.num}>
              Clicks
            </th>
            <th scope="col" className={styles.num}>
              Sales
            </th>
            <th scope="col" className={styles.num}>
              Revenue
            </th>
          </tr>
        </thead>
        <tbody>
          {daily.map((d) => (
            <tr key={d.date}>
              <th scope="row">
                <time dateTime={d.date}>{formatLongDay(d.date)}</time>
              </th>
              <td className={styles.num}>{formatCount(d.clicks)}</td>
              <td className={styles.num}>{formatCount(d.conversions)}</td>
              <td className={styles.num}>{formatRupees(d.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
