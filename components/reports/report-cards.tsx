import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ATTRIBUTION_RULE, type DailyPoint, type ReportFigures as Figures, type ReportRange } from '@/lib/reports/types';
import { formatCount, type FigureRow, type RefusedRange } from '@/lib/reports/display';
import { FiguresTable } from './figures-table';
import { ReportChart } from './lazy';
import { RangeForm } from './range-form';
import { SuspiciousDays } from './suspicious-days';
import { ReportFigures } from './report-figures';
import styles from './reports.module.css';

// The cards every report page shows the same way (a campaign's, a brand's): its dates, its totals
// and its days.

/** The report's dates as a GET form; a range the URL got wrong is said above it. */
export function RangeCard({ range, refused }: { range: ReportRange; refused?: RefusedRange }) {
  return (
    <Card className="stack" aria-labelledby="report-range-title">
      <h2 id="report-range-title" className="visually-hidden">
        Dates
      </h2>
      {refused ? (
        <p className="form-error" role="alert">
          {refused.message}. Showing the last 30 days instead.
        </p>
      ) : null}
      <RangeForm range={range} refused={refused} />
      <p className="small muted">Days are India days (IST). A report covers at most a year.</p>
    </Card>
  );
}

/** The totals with the attribution rule, and how many bot clicks were left out. */
export function TotalsCard({ totals, span, botClicks }: { totals: Figures; span: string; botClicks: number }) {
  return (
    <Card className="stack" aria-labelledby="report-totals-title">
      <h2 id="report-totals-title">Totals</h2>
      <ReportFigures figures={totals} label={`Totals, ${span}`} />
      <p className={styles.rule}>{ATTRIBUTION_RULE}</p>
      <p className="small muted" data-testid="bot-note">
        {botClicks === 0
          ? 'Clicks by bots, link previews and prefetches are left out of every figure (none in this range).'
          : `${formatCount(botClicks)} ${botClicks === 1 ? 'click' : 'clicks'} by bots, link previews or prefetches ${botClicks === 1 ? 'is' : 'are'} left out of every figure.`}{' '}
        Cost is the fees of active and completed collaborations.
      </p>
    </Card>
  );
}

type DailyProps = { daily: DailyPoint[]; csvHref: string; title: string; note?: string | null };

/** The daily chart (with its table for screen readers) and the days as a CSV download. */
export function DailyCard({ daily, csvHref, title, note }: DailyProps) {
  return (
    <Card className="stack" aria-labelledby="report-daily-title">
      <h2 id="report-daily-title">Per day</h2>
      {note ? <p className="muted">{note}</p> : null}
      <SuspiciousDays daily={daily} />
      <ReportChart daily={daily} title={title} />
      <div className={styles.downloads}>
        <a href={csvHref} download className="btn btn-ghost btn-small" data-testid="csv-daily">
          Download the days (CSV)
        </a>
      </div>
    </Card>
  );
}

type TableProps = {
  /** What a row is, in the plural and in the singular: "Creators" / "Creator". */
  title: string;
  nameLabel: string;
  rows: FigureRow[];
  span: string;
  csvHref: string;
  /** The table's test id is `<testId>-table`; its CSV link's `csv-<title in lower case>`. */
  testId: string;
  /** Shown instead of the table when there is no row. */
  empty: { title: string; text: string; action: ReactNode };
};

/** A report's sortable table of creators or campaigns with its CSV download, or what to do when it has no row. */
export function TableCard({ title, nameLabel, rows, span, csvHref, testId, empty }: TableProps) {
  const headingId = `report-${testId}-title`;
  return (
    <Card className="stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {rows.length === 0 ? (
        <EmptyState title={empty.title} action={empty.action}>
          {empty.text}
        </EmptyState>
      ) : (
        <>
          <FiguresTable rows={rows} caption={`${title}, ${span}`} nameLabel={nameLabel} data-testid={`${testId}-table`} />
          <div className={styles.downloads}>
            <a href={csvHref} download className="btn btn-ghost btn-small" data-testid={`csv-${title.toLowerCase()}`}>
              Download the {title.toLowerCase()} (CSV)
            </a>
          </div>
        </>
      )}
    </Card>
  );
}
