import type { ReportFigures as Figures } from '@/lib/reports/types';
import { FIGURES } from '@/lib/reports/display';

type Shown = typeof FIGURES;
import styles from './reports.module.css';

/** The totals of a report as labelled figures (clicks, visitors, sales, money and ratios). */
export function ReportFigures({ figures, label, shown = FIGURES }: { figures: Figures; label: string; shown?: Shown }) {
  return (
    <dl className={styles.figures} aria-label={label} data-testid="report-totals">
      {shown.map((f) => (
        <div key={f.key} className={styles.figure} data-figure={f.key}>
          <dt>{f.label}</dt>
          <dd>{f.format(figures[f.key])}</dd>
        </div>
      ))}
    </dl>
  );
}
