import { redirect } from 'next/navigation';
import { ActivityTimeline } from '@/components/brand-dashboard/activity-timeline';
import styles from '@/components/brand-dashboard/dashboard.module.css';
import { listBrandActivity } from '@/lib/brands/activity';
import { currentBrand } from '@/lib/brands/current';
import { ButtonLink } from '@/components/ui/button-link';
import { DashboardWelcome } from '@/components/dashboard/dashboard-welcome';

export const metadata = { title: 'Brand dashboard' };

export default async function BrandDashboardPage() {
  const current = await currentBrand();
  if (!current) redirect('/brand/signup');
  const activity = await listBrandActivity(current.actor, 15);
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
      <div className={`two-col ${styles.layout}`}>
        <ActivityTimeline items={activity} />
        <section className="promo" aria-labelledby="promo-title">
          <h2 id="promo-title">Launch your next campaign</h2>
          <p>Tell creators what you offer and who you are looking for. Your campaign goes live on the Collaborate page at once, and requests arrive here.</p>
          <ButtonLink href="/brand/dashboard/campaign-setting" variant="inverse">
            Create a campaign
          </ButtonLink>
        </section>
      </div>
    </div>
  );
}
