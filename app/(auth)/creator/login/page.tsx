import type { Metadata } from 'next';
import styles from '@/components/creator-auth/creator-auth.module.css';
import { AuthPage, nextTarget } from '@/components/auth/auth-page';
import { CreatorLoginForm } from '@/components/creator-auth/creator-login-form';

export const metadata: Metadata = {
  title: 'Creator login',
  description: 'Log in to your CollabMarket creator account.',
};

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function CreatorLoginPage({ searchParams }: Props) {
  const { next } = await searchParams;
  return (
    <AuthPage title="Creator login" logoClassName={styles.logo}>
      <CreatorLoginForm next={nextTarget(next, '/creator/dashboard')} />
    </AuthPage>
  );
}
