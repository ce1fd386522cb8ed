import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { LoginForm } from '@/components/auth/login-form';
import styles from '@/components/auth/auth.module.css';
import { phonePublicConfig } from '@/lib/phone/public-config';

export const metadata: Metadata = {
  title: 'Login',
  description: 'Log in to CollabMarket as a brand or a creator.',
};

export default async function LoginPage() {
  // The phone provider is a runtime setting.
  await connection();
  return (
    <main id="main" className="auth-shell">
      <div className="card auth-card">
        <Link href="/" className={`brand-title ${styles.logo}`}>
          Collab<span>Market</span>
        </Link>
        <h1>Login</h1>
        <p className="muted" style={{ textAlign: 'center' }}>
          Brands and creators log in here; your account takes you to your dashboard.
        </p>
        <LoginForm phoneConfig={phonePublicConfig()} />
      </div>
    </main>
  );
}
