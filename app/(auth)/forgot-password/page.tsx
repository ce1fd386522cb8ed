import type { Metadata } from 'next';
import Link from 'next/link';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import styles from '@/components/auth/auth.module.css';

export const metadata: Metadata = {
  title: 'Reset your password',
  description: 'Get a code by e-mail and choose a new password for your CollabMarket account.',
};

type Props = { searchParams: Promise<{ role?: string | string[] }> };

export default async function ForgotPasswordPage({ searchParams }: Props) {
  const { role } = await searchParams;
  const initialRole = role === 'brand' || role === 'creator' ? role : null;
  return (
    <main id="main" className="auth-shell">
      <div className="card auth-card">
        <Link href="/" className={`brand-title ${styles.logo}`}>
          Collab<span>Market</span>
        </Link>
        <h1>Reset your password</h1>
        <ForgotPasswordForm initialRole={initialRole} />
      </div>
    </main>
  );
}
