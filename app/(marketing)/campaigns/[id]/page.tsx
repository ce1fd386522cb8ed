import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CampaignDetail } from '@/components/campaign-detail/campaign-detail';
import { loadOpenCampaign } from '@/components/campaign-detail/load';
import { campaignMetadata } from '@/components/campaign-detail/metadata';
import styles from '@/components/campaign-detail/page.module.css';
import { creatorView } from '@/components/collaborate/requested-ids';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const campaign = await loadOpenCampaign((await params).id);
  return campaign ? campaignMetadata(campaign) : { title: 'Page Not Found', robots: { index: false } };
}

/** A campaign's shareable page; unknown and closed campaigns are a 404. */
export default async function CampaignPage({ params }: Props) {
  const { id } = await params;
  const [campaign, viewer] = await Promise.all([loadOpenCampaign(id), creatorView()]);
  if (!campaign) notFound();
  return (
    <main id="main" className={styles.main}>
      <div className="container">
        <CampaignDetail campaign={campaign} requested={viewer.requested.has(campaign._id)} handles={viewer.handles} />
      </div>
    </main>
  );
}
