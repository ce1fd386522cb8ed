import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { currentBrand } from '@/lib/brands/current';
import { countUnread } from '@/lib/notifications/service';
import { countUnreadMessages } from '@/lib/collaborations/service';

export const metadata: Metadata = { robots: { index: false } };

/** The brand area: checks the session again on the server (the proxy checked it first). */
export default async function BrandDashboardLayout({ children }: { children: React.ReactNode }) {
  const current = await currentBrand();
  // No session, or a valid token for an account that no longer exists: sign up.
  if (!current) redirect('/brand/signup');
  return (
    <>
      <DashboardHeader
        role="brand"
        name={current.brand.brandName}
        unread={await countUnread(current.actor)}
        unreadMessages={await countUnreadMessages(current.actor)}
      />
      <main id="main" className="dash-main container">
        {children}
      </main>
    </>
  );
}
