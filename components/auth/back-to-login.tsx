import Link from 'next/link';
import type { Role } from '@/models';
import styles from './auth.module.css';

/** "Remembered it? Back to login": the role's login when known, else the one for both. */
export function BackToLogin({ role }: { role: Role | null }) {
  return (
    <p className={styles.center}>
      Remembered it? <Link href={role ? `/${role}/login` : '/login'}>Back to login</Link>
    </p>
  );
}
