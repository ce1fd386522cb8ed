import { Field, TextInput, fieldAria } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import type { ReportRange } from '@/lib/reports/types';
import styles from './reports.module.css';

type Props = {
  /** The range shown (from the URL, or the last 30 days). */
  range: ReportRange;
  /** What was typed, when it was refused, with the reason per field. */
  refused?: { from?: string; to?: string; errors: { from?: string; to?: string } };
};

/**
 * The report's dates, kept in the URL (?from=&to=) so a range can be bookmarked and shared; a
 * plain GET form, working before any script has loaded.
 */
export function RangeForm({ range, refused }: Props) {
  const errors = refused?.errors ?? {};
  return (
    <form method="get" className={styles.rangeForm} aria-label="Date range">
      <Field id="report-from" label="From" error={errors.from}>
        <TextInput type="date" name="from" defaultValue={refused?.from ?? range.from} required {...fieldAria('report-from', errors.from)} />
      </Field>
      <Field id="report-to" label="To" error={errors.to}>
        <TextInput type="date" name="to" defaultValue={refused?.to ?? range.to} required {...fieldAria('report-to', errors.to)} />
      </Field>
      <Button type="submit" variant="secondary">
        Show
      </Button>
    </form>
  );
}
