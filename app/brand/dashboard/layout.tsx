import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { DashboardShell } from '@/components/dashboard/dashboard-shell';
import { currentBrand } from '@/lib/brands/current';
import { brandOverview } from '@/lib/dashboard/overview';

export const metadata: Metadata = { robots: { index: false } };

/** The brand area: checks the session again on the server (the proxy checked it first). */
export default async function BrandDashboardLayout({ children }: { children: React.ReactNode }) {
  const current = await currentBrand();
  // No session, or a valid token for an account that no longer exists: sign up.
  if (!current) redirect('/brand/signup');
  const { pendingRequests, unreadMessages, unreadNotifications } = await brandOverview(current.actor);
  return (
    <DashboardShell role="brand" name={current.brand.brandName} counts={{ pendingRequests, unreadMessages, unreadNotifications }}>
      {children}
    </DashboardShell>
  );
}
