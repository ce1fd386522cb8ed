import { redirect } from 'next/navigation';
import { currentActor } from '@/lib/auth/current';
import { getCreatorById } from '@/lib/creators/service';
import { MyRequestsWidget } from '@/components/participation/my-requests-widget';
import { ButtonLink } from '@/components/ui/button-link';
import { ProfileCompleteness } from '@/components/creator-profile/profile-completeness';
import { DashboardWelcome } from '@/components/dashboard/dashboard-welcome';
import { RecommendedCampaigns } from '@/components/collaborate/recommended-campaigns';
import { listCreatorInvitations } from '@/lib/invitations/service';

export const metadata = { title: 'Creator dashboard' };

export default async function CreatorDashboardPage() {
  const actor = await currentActor('creator');
  if (!actor) redirect('/creator/signup');
  const creator = await getCreatorById(actor.id);
  if (!creator) redirect('/creator/signup');
  // Read once: the count on the Invitations button, and campaigns the recommendations leave out.
  const invitedCampaignIds = (await listCreatorInvitations(actor)).invitations.filter((i) => i.status === 'pending').map((i) => i.campaign._id);
  const pendingInvitations = invitedCampaignIds.length;
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

      <ProfileCompleteness profile={creator} editLink />

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
