import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/creator-auth/creator-auth.module.css';
import { safeNext } from '@/lib/auth/schemas';
import { CreatorLoginForm } from '@/components/creator-auth/creator-login-form';

export const metadata: Metadata = {
  title: 'Creator login',
  description: 'Log in to your CollabMarket creator account.',
};

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function CreatorLoginPage({ searchParams }: Props) {
  const { next } = await searchParams;
  const target = safeNext(typeof next === 'string' ? next : undefined, '/creator/dashboard');
  return (
    <main id="main" className="auth-shell">
      <div className="card auth-card">
        <Link href="/" className={`brand-title ${styles.logo}`}>
          Collab<span>Market</span>
        </Link>
        <h1>Creator login</h1>
        <CreatorLoginForm next={target} />
      </div>
    </main>
  );
}
