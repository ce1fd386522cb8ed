import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentActor } from '@/lib/auth/current';
import { getCreatorById } from '@/lib/creators/service';
import { creatorOverview } from '@/lib/dashboard/overview';
import { DashboardShell } from '@/components/dashboard/dashboard-shell';

export const metadata: Metadata = { robots: { index: false } };

/** The creator area: checks the session again on the server (the proxy checked it first). */
export default async function CreatorDashboardLayout({ children }: { children: React.ReactNode }) {
  const actor = await currentActor('creator');
  if (!actor) redirect('/creator/signup');
  const creator = await getCreatorById(actor.id);
  // A valid token for an account that no longer exists is no session.
  if (!creator) redirect('/creator/signup');
  const { unreadNotifications, unreadMessages, pendingInvitations } = await creatorOverview(actor);
  return (
    <DashboardShell role="creator" name={creator.name} counts={{ unreadNotifications, unreadMessages, pendingInvitations }}>
      {children}
    </DashboardShell>
  );
}
