import type { Metadata } from 'next';
import { BrandLoginForm } from '@/components/brand-auth/brand-login-form';
import { AuthPage, nextTarget } from '@/components/auth/auth-page';

export const metadata: Metadata = {
  title: 'Brand login',
  description: 'Log in to your CollabMarket brand account.',
};

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function BrandLoginPage({ searchParams }: Props) {
  const { next } = await searchParams;
  return (
    <AuthPage title="Brand login">
      <BrandLoginForm next={nextTarget(next, '/brand/dashboard')} />
    </AuthPage>
  );
}
