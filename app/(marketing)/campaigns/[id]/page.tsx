import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CampaignDetail } from '@/components/campaign-detail/campaign-detail';
import { loadOpenCampaign } from '@/components/campaign-detail/load';
import { campaignMetadata } from '@/components/campaign-detail/metadata';
import styles from '@/components/campaign-detail/page.module.css';
import { loadBrandRating } from '@/components/reviews/load';

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

/** A campaign's shareable page; unknown and closed campaigns are a 404. */
export default async function CampaignPage({ params }: Props) {
  const { id } = await params;
  const campaign = await loadOpenCampaign(id);
  if (!campaign) notFound();
  const brandRating = await loadBrandRating(campaign.brandId);
  // The same page for everyone: the visitor's own part (Requested, eligibility) comes after, from the viewer.
  return (
    <main id="main" className={styles.main}>
      <div className="container">
        <CampaignDetail campaign={campaign} brandRating={brandRating} />
      </div>
    </main>
  );
}
