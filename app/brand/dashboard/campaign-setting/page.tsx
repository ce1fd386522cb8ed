import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentActor } from '@/lib/auth/current';
import { getBrandById } from '@/lib/brands/service';
import { listBrandCampaigns, type BrandCampaignJson } from '@/lib/campaigns/service';
import { log } from '@/lib/log';
import { CampaignSetting } from '@/components/brand-campaigns/campaign-setting';

export const metadata: Metadata = { title: 'Campaign Setting', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CampaignSettingPage({ searchParams }: Props) {
  const actor = await currentActor('brand');
  // The layout and the proxy check the session too; this keeps the page safe on its own.
  if (!actor) redirect('/brand/signup');
  const brand = await getBrandById(actor.id);
  if (!brand) redirect('/brand/signup');
  const { edit } = await searchParams;
  let campaigns: BrandCampaignJson[] | null = null;
  try {
    campaigns = await listBrandCampaigns(actor);
  } catch (err) {
    // The list then loads in the browser, with its own loading and error states.
    log.warn({ err: String(err) }, 'brand campaigns could not be read for the page');
  }
  return (
    <div className="container stack">
      <div>
        <h1>Campaign Setting</h1>
        <p className="muted">
          Your campaigns: edit, close or reopen them, see their requests and invite the creators who fit. Post a new one with New campaign.
        </p>
      </div>
      <CampaignSetting brandName={brand.brandName} initialCampaigns={campaigns} editId={typeof edit === 'string' ? edit : undefined} />
    </div>
  );
}
