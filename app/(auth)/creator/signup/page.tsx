import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/creator-auth/creator-auth.module.css';
import { currentActor } from '@/lib/auth/current';
import { AuthPage, nextTarget } from '@/components/auth/auth-page';
import { CreatorSignupForm } from '@/components/creator-auth/creator-signup-form';

export const metadata: Metadata = {
  title: 'Creator sign up',
  description: 'Join CollabMarket as a creator: verify your e-mail, tell brands about you and start asking to join campaigns.',
};

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function CreatorSignupPage({ searchParams }: Props) {
  const { next } = await searchParams;
  const target = nextTarget(next, '/creator/dashboard');
  const signedIn = await currentActor('creator');
  return (
    <AuthPage title="Creator sign up" logoClassName={styles.logo}>
      {signedIn ? (
        <p className={`hint ${styles.signedIn}`}>
          You are already signed in as a creator. <Link href="/creator/dashboard">Go to your dashboard</Link>
        </p>
      ) : null}
      <CreatorSignupForm next={target} />
    </AuthPage>
  );
}
