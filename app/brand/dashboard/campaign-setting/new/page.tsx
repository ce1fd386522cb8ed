import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentActor } from '@/lib/auth/current';
import { getBrandById } from '@/lib/brands/service';
import { NewCampaign } from '@/components/brand-campaigns/new-campaign';
import { ButtonLink } from '@/components/ui/button-link';

export const metadata: Metadata = { title: 'New campaign', robots: { index: false } };

/** The campaign form (spec: Campaign form), on a page of its own; the list is Campaign Setting. */
export default async function NewCampaignPage() {
  const actor = await currentActor('brand');
  // The layout and the proxy check the session too; this keeps the page safe on its own.
  if (!actor) redirect('/brand/signup');
  const brand = await getBrandById(actor.id);
  if (!brand) redirect('/brand/signup');
  return (
    <div className="container stack">
      <div className="spread">
        <div>
          <h1>New campaign</h1>
          <p className="muted">Tell creators what you offer and who you are looking for; it is public on Brand Collaborations once posted.</p>
        </div>
        <ButtonLink href="/brand/dashboard/campaign-setting" variant="ghost" size="s">
          Your campaigns
        </ButtonLink>
      </div>
      <NewCampaign brandName={brand.brandName} />
    </div>
  );
}
