import styles from './creator-auth.module.css';

const LABELS = ['Email', 'Verify OTP', 'Details'];

/** Where the creator is in the three sign-up steps. */
export function SignupSteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <ol className={styles.steps} aria-label="Sign-up steps">
      {LABELS.map((label, i) => (
        <li key={label} className={i === current ? styles.current : i < current ? styles.done : undefined} aria-current={i === current ? 'step' : undefined}>
          <span className={styles.stepDot} aria-hidden="true">
            {i < current ? '✓' : i + 1}
          </span>
          <span>
            {label}
            {i < current ? <span className="visually-hidden"> (done)</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
