import type { Metadata } from 'next';
import Link from 'next/link';
import { BrandLoginForm } from '@/components/brand-auth/brand-login-form';
import styles from '@/components/auth/auth.module.css';
import { safeNext } from '@/lib/auth/schemas';

export const metadata: Metadata = {
  title: 'Brand login',
  description: 'Log in to your CollabMarket brand account.',
};

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function BrandLoginPage({ searchParams }: Props) {
  const { next } = await searchParams;
  const target = safeNext(typeof next === 'string' ? next : undefined, '/brand/dashboard');
  return (
    <main id="main" className="auth-shell">
      <div className="card auth-card">
        <Link href="/" className={`brand-title ${styles.logo}`}>
          Collab<span>Market</span>
        </Link>
        <h1>Brand login</h1>
        <BrandLoginForm next={target} />
      </div>
    </main>
  );
}
