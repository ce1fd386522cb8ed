import Link from 'next/link';
import { PROFILE_PATH } from './paths';
import styles from './eligibility-note.module.css';

/** Why the signed-in creator may not ask to join, and where to add their followers. */
export function EligibilityNote({ reason, size = 's' }: { reason: string; size?: 's' | 'm' }) {
  return (
    <div className={`${styles.note} ${size === 'm' ? styles.large : ''}`}>
      <p className={styles.reason}>
        <strong>You don’t qualify yet.</strong> {reason}
      </p>
      <Link href={PROFILE_PATH} className={styles.link}>
        Update your followers on your profile
      </Link>
    </div>
  );
}
