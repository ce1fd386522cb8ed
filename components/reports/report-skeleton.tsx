import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import styles from './reports.module.css';

/** The report's frame while it loads: the chart box has its final height. */
export function ReportSkeleton({ title = 'Report' }: { title?: string }) {
  return (
    <div className="container stack" aria-busy="true">
      <h1>{title}</h1>
      <Card className="stack">
        <Spinner label="Loading the report..." />
        <div className={styles.chartBox} />
      </Card>
    </div>
  );
}
