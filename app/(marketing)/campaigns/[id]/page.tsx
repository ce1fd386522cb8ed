import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { CampaignDetail } from '@/components/campaign-detail/campaign-detail';
import { campaignIsGone, loadOpenCampaign } from '@/components/campaign-detail/load';
import { campaignMetadata } from '@/components/campaign-detail/metadata';
import styles from '@/components/campaign-detail/page.module.css';
import { CampaignReport } from '@/components/flags';
import { loadBrandTrust } from '@/components/trust/load';

type Props = { params: Promise<{ id: string }> };

// A cached page (lib/page-cache/): rendered on its first visit, then served from memory until
// its data changes (invalidated on every server) or ten seconds pass.
export const dynamic = 'force-static';
export const revalidate = 10; // PAGE_REVALIDATE_SECONDS (lib/page-cache/cache-control.mjs)
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const campaign = await loadOpenCampaign((await params).id);
  return campaign ? campaignMetadata(campaign) : { title: 'Page Not Found', robots: { index: false } };
}

/**
 * A campaign's shareable page; unknown and closed campaigns are a 404. One taken down by an
 * operator goes to its "gone" address, which answers 410 (a page cannot choose its status).
 */
export default async function CampaignPage({ params }: Props) {
  const { id } = await params;
  const campaign = await loadOpenCampaign(id);
  if (!campaign) {
    if (await campaignIsGone(id)) redirect(`/campaigns/${id}/gone`);
    notFound();
  }
  const brandTrust = await loadBrandTrust(campaign.brandId);
  // The same page for everyone: the visitor's own part (Requested, eligibility) comes after, from the viewer.
  return (
    <main id="main" className={styles.main}>
      <div className="container">
        <CampaignDetail campaign={campaign} brandTrust={brandTrust} />
        <CampaignReport campaignId={campaign._id} campaignName={campaign.campaignName} />
      </div>
    </main>
  );
}
