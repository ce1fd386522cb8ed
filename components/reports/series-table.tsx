import type { DailyPoint } from '@/lib/reports/types';
import { formatCount, formatLongDay, formatRupees } from '@/lib/reports/display';

/** The chart's figures as a table: one row per day (the revenue column for the brand only). */
export function SeriesTable({ daily, caption, revenue = true }: { daily: DailyPoint[]; caption: string; revenue?: boolean }) {
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
            {revenue ? (
              <th scope="col" className="num">
                Revenue
              </th>
            ) : null}
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
              {revenue ? <td className="num">{formatRupees(d.revenue)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
