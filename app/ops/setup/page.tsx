import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthPage } from '@/components/auth/auth-page';
import { OpsSetupFlow } from '@/components/ops/setup-flow';
import { setupState } from '@/lib/ops';

export const metadata: Metadata = { title: 'Set up your operator account', referrer: 'no-referrer' };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** The one-time link `npm run operator -- create <email>` prints. */
export default async function OpsSetupPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const state = typeof token === 'string' ? await setupState(token) : null;
  return (
    <AuthPage title="Set up your operator account">
      {state && typeof token === 'string' ? (
        <OpsSetupFlow token={token} email={state.email} resume={state.step === 'resume'} />
      ) : (
        <div className="stack">
          <p role="alert">This setup link is invalid, used or expired. Ask for a new one.</p>
          <Link href="/ops/login">Go to operator sign-in</Link>
        </div>
      )}
    </AuthPage>
  );
}
