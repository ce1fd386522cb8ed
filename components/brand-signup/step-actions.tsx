import { Button } from '@/components/ui/button';
import styles from './signup.module.css';

type Props = { onBack?: () => void; busy?: boolean; busyLabel?: string; nextLabel: string };

/** The step card's Back and Next buttons; Next submits the step's form. Back is off on the first step. */
export function StepActions({ onBack, busy, busyLabel, nextLabel }: Props) {
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onBack} disabled={busy || !onBack}>
        Back
      </Button>
      <Button type="submit" busy={busy} busyLabel={busyLabel}>
        {nextLabel}
      </Button>
    </div>
  );
}
