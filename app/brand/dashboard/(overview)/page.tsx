import { redirect } from 'next/navigation';
import { ActivityTimeline } from '@/components/brand-dashboard/activity-timeline';
import styles from '@/components/brand-dashboard/dashboard.module.css';
import { listBrandActivity } from '@/lib/brands/activity';
import { currentBrand } from '@/lib/brands/current';
import { ButtonLink } from '@/components/ui/button-link';
import { DashboardWelcome } from '@/components/dashboard/dashboard-welcome';
import { OverviewStats } from '@/components/dashboard/overview-stats';
import { brandOverview } from '@/lib/dashboard/overview';
import { plural } from '@/lib/client/format';

export const metadata = { title: 'Brand dashboard' };

export default async function BrandDashboardPage() {
  const current = await currentBrand();
  if (!current) redirect('/brand/signup');
  const [activity, overview] = await Promise.all([listBrandActivity(current.actor, 15), brandOverview(current.actor)]);
  const base = '/brand/dashboard';
  return (
    <div className="stack">
      <DashboardWelcome
        name={current.brand.brandName}
        actions={
          <>
            <ButtonLink href="/brand/dashboard/notifications" variant="secondary" size="s">
              Review requests
            </ButtonLink>
            <ButtonLink href="/brand/dashboard/brand-profile" variant="ghost" size="s">
              Brand profile
            </ButtonLink>
          </>
        }
      >
        This is your brand home. Post campaigns with the audience you want — platform, interest and follower range — review the creators who ask to join, and
        approve the ones that fit. Every creator hears back by notification and e-mail.
      </DashboardWelcome>
      <OverviewStats
        stats={[
          {
            label: plural(overview.openCampaigns, 'open campaign', 'open campaigns'),
            value: overview.openCampaigns,
            href: `${base}/campaign-setting`,
            next: overview.openCampaigns === 0 ? 'Post your first campaign' : undefined,
          },
          {
            label: plural(overview.pendingRequests, 'request to decide', 'requests to decide'),
            value: overview.pendingRequests,
            href: `${base}/notifications`,
            next: overview.pendingRequests > 0 ? 'Review them' : undefined,
          },
          {
            label: plural(overview.activeCollaborations, 'active collaboration', 'active collaborations'),
            value: overview.activeCollaborations,
            href: `${base}/collaborations`,
          },
          {
            label: plural(overview.unreadMessages, 'unread message', 'unread messages'),
            value: overview.unreadMessages,
            href: `${base}/collaborations?unread=1`,
            next: overview.unreadMessages > 0 ? 'Reply' : undefined,
          },
        ]}
      />
      <div className={`two-col ${styles.layout}`}>
        <ActivityTimeline items={activity} />
        <section className="promo" aria-labelledby="promo-title">
          <h2 id="promo-title">Launch your next campaign</h2>
          <p>Tell creators what you offer and who you are looking for. Your campaign goes live on the Collaborate page at once, and requests arrive here.</p>
          <ButtonLink href="/brand/dashboard/campaign-setting/new" variant="inverse">
            Create a campaign
          </ButtonLink>
        </section>
      </div>
    </div>
  );
}
