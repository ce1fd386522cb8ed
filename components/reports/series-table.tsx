import type { DailyPoint } from '@/lib/reports/types';
import { formatCount, formatLongDay, formatRupees } from '@/lib/reports/display';

/** The chart's figures as a table: one row per day. */
export function SeriesTable({ daily, caption }: { daily: DailyPoint[]; caption: string }) {
  return (
    <div className="table-scroll">
      <table className="data-table" data-testid="series-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col" className="num">
              Clicks
            </th>
            <th scope="col" className="num">
              Sales
            </th>
            <th scope="col" className="num">
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
              <td className="num">{formatCount(d.clicks)}</td>
              <td className="num">{formatCount(d.conversions)}</td>
              <td className="num">{formatRupees(d.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
