import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentActor } from '@/lib/auth/current';
import { getCreatorById } from '@/lib/creators/service';
import { countUnread } from '@/lib/notifications/service';
import { countUnreadMessages } from '@/lib/collaborations/service';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';

export const metadata: Metadata = { robots: { index: false } };

/** The creator area: checks the session again on the server (the proxy checked it first). */
export default async function CreatorDashboardLayout({ children }: { children: React.ReactNode }) {
  const actor = await currentActor('creator');
  if (!actor) redirect('/creator/signup');
  const creator = await getCreatorById(actor.id);
  // A valid token for an account that no longer exists is no session.
  if (!creator) redirect('/creator/signup');
  return (
    <>
      <DashboardHeader role="creator" name={creator.name} unread={await countUnread(actor)} unreadMessages={await countUnreadMessages(actor)} />
      <main id="main" className="dash-main container">
        {children}
      </main>
    </>
  );
}
