import { redirect } from 'next/navigation';
import { currentActor } from '@/lib/auth/current';
import { getCreatorById } from '@/lib/creators/service';
import { MyRequestsWidget } from '@/components/participation/my-requests-widget';
import { ButtonLink } from '@/components/ui/button-link';
import { ProfileCompleteness } from '@/components/creator-profile/profile-completeness';
import { DashboardWelcome } from '@/components/dashboard/dashboard-welcome';
import { RecommendedCampaigns } from '@/components/collaborate/recommended-campaigns';
import { listCreatorInvitations } from '@/lib/invitations/service';
import { OverviewStats } from '@/components/dashboard/overview-stats';
import { creatorOverview } from '@/lib/dashboard/overview';
import { profileCompleteness } from '@/lib/creators/audience';
import { plural } from '@/lib/client/format';

export const metadata = { title: 'Creator dashboard' };

export default async function CreatorDashboardPage() {
  const actor = await currentActor('creator');
  if (!actor) redirect('/creator/signup');
  const creator = await getCreatorById(actor.id);
  if (!creator) redirect('/creator/signup');
  // Read once: the count on the Invitations button, and campaigns the recommendations leave out.
  const invitedCampaignIds = (await listCreatorInvitations(actor)).invitations.filter((i) => i.status === 'pending').map((i) => i.campaign._id);
  const pendingInvitations = invitedCampaignIds.length;
  const overview = await creatorOverview(actor);
  const profile = profileCompleteness(creator);
  const base = '/creator/dashboard';
  return (
    <div className="stack">
      <DashboardWelcome
        name={creator.name}
        actions={
          <>
            <ButtonLink href="/creator/dashboard/creator-profile" variant="secondary" size="s">
              Edit your profile
            </ButtonLink>
            <ButtonLink href="/creator/dashboard/invitations" variant={pendingInvitations > 0 ? 'primary' : 'ghost'} size="s">
              {pendingInvitations > 0 ? `Invitations (${pendingInvitations} new)` : 'Invitations'}
            </ButtonLink>
            <ButtonLink href="/creator/dashboard/notifications" variant="ghost" size="s">
              Notifications
            </ButtonLink>
          </>
        }
      >
        This is your creator home. Browse open campaigns from brands, ask to join the ones that fit your audience, and follow every request here until the brand
        decides. Keep your profile fresh: brands look at it before they approve.
      </DashboardWelcome>

      <OverviewStats
        stats={[
          {
            label: plural(overview.pendingRequests, 'request waiting for a brand', 'requests waiting for brands'),
            value: overview.pendingRequests,
            href: `${base}/collaborations?status=requested`,
          },
          {
            label: plural(pendingInvitations, 'invitation to answer', 'invitations to answer'),
            value: pendingInvitations,
            href: `${base}/invitations`,
            next: pendingInvitations > 0 ? 'Answer them' : undefined,
          },
          {
            label: plural(overview.activeCollaborations, 'active collaboration', 'active collaborations'),
            value: overview.activeCollaborations,
            href: `${base}/collaborations`,
            next: overview.unreadMessages > 0 ? `${overview.unreadMessages} unread ${plural(overview.unreadMessages, 'message', 'messages')}` : undefined,
          },
          {
            label: 'profile complete',
            value: `${profile.percent}%`,
            href: `${base}/creator-profile`,
            next: profile.percent < 100 ? 'Complete it' : undefined,
          },
        ]}
      />

      {profile.percent < 100 ? <ProfileCompleteness profile={creator} editLink /> : null}

      <RecommendedCampaigns creator={creator} invitedCampaignIds={invitedCampaignIds} />

      <MyRequestsWidget creatorId={creator.id} />

      <section className="promo" aria-labelledby="promo-title">
        <h2 id="promo-title">Get paid to create what you love</h2>
        <p>
          Brands post new campaigns every week: tech, fashion, health and travel. Find the ones that match your niche and followers, and ask to join in one
          click.
        </p>
        <ButtonLink href="/collaborate" variant="inverse" prefetch={false}>
          Browse campaigns
        </ButtonLink>
      </section>
    </div>
  );
}
