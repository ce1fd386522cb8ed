import { SubmitButton } from '@/components/ui/submit-button';
import styles from './signup.module.css';

type Props = { onBack?: () => void; backDisabled?: boolean; busy?: boolean; busyLabel?: string; nextLabel: string };

/** The step card's Back and Next buttons; Next submits the step's form. */
export function StepActions({ onBack, backDisabled, busy, busyLabel, nextLabel }: Props) {
  return (
    <div className={styles.actions}>
      <button type="button" className="btn btn-secondary" onClick={onBack} disabled={backDisabled || busy || !onBack}>
        Back
      </button>
      <SubmitButton className="btn btn-primary" busy={busy} busyLabel={busyLabel}>
        {nextLabel}
      </SubmitButton>
    </div>
  );
}
