import { Button } from '@/components/ui/button';
import styles from './signup.module.css';

type Props = { onBack?: () => void; busy?: boolean; busyLabel?: string; nextLabel: string };

/** The step card's Back and Next buttons; Next submits the step's form. The first step has no Back (spec: Back from step 2). */
export function StepActions({ onBack, busy, busyLabel, nextLabel }: Props) {
  return (
    <div className={styles.actions}>
      {onBack ? (
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          Back
        </Button>
      ) : null}
      <Button type="submit" className={styles.next} busy={busy} busyLabel={busyLabel}>
        {nextLabel}
      </Button>
    </div>
  );
}
