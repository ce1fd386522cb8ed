import type { Metadata } from 'next';
import { connection } from 'next/server';
import { LoginForm } from '@/components/auth/login-form';
import { AuthPage } from '@/components/auth/auth-page';
import { phonePublicConfig } from '@/lib/phone/public-config';

export const metadata: Metadata = {
  title: 'Login',
  description: 'Log in to CollabMarket as a brand or a creator.',
};

export default async function LoginPage() {
  // The phone provider is a runtime setting.
  await connection();
  return (
    <AuthPage title="Login">
      <p className="muted" style={{ textAlign: 'center' }}>
        Brands and creators log in here; your account takes you to your dashboard.
      </p>
      <LoginForm phoneConfig={phonePublicConfig()} />
    </AuthPage>
  );
}
