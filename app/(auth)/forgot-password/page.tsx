import type { Metadata } from 'next';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { AuthPage } from '@/components/auth/auth-page';

export const metadata: Metadata = {
  title: 'Reset your password',
  description: 'Get a code by e-mail and choose a new password for your CollabMarket account.',
};

type Props = { searchParams: Promise<{ role?: string | string[] }> };

export default async function ForgotPasswordPage({ searchParams }: Props) {
  const { role } = await searchParams;
  const initialRole = role === 'brand' || role === 'creator' ? role : null;
  return (
    <AuthPage title="Reset your password">
      <ForgotPasswordForm initialRole={initialRole} />
    </AuthPage>
  );
}
