import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AuthPage } from '@/components/auth/auth-page';
import { OpsLoginForm } from '@/components/ops/login-form';
import { maybeOperator } from '@/lib/ops';

export const metadata: Metadata = { title: 'Operator sign-in' };

export default async function OpsLoginPage() {
  if (await maybeOperator()) redirect('/ops');
  return (
    <AuthPage title="Operator sign-in">
      <p className="muted" style={{ textAlign: 'center' }}>
        For the people who run CollabMarket. Brands and creators log in at <Link href="/login">/login</Link>.
      </p>
      <OpsLoginForm />
    </AuthPage>
  );
}
