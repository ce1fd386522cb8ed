import type { Metadata } from 'next';
import { CampaignDetail } from '@/components/campaign-detail/campaign-detail';
import { loadOpenCampaign } from '@/components/campaign-detail/load';
import { campaignMetadata } from '@/components/campaign-detail/metadata';
import styles from '@/components/campaign-detail/page.module.css';
import { publicMetadata } from '@/components/site/metadata';
import { ButtonLink } from '@/components/ui/button-link';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const idOf = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw[0] : raw);

// The spec's address for a campaign (it carried the campaign in navigation state); now ?id=…
// shows the same content as /campaigns/{id}, which is the canonical, indexed address.
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const campaign = await loadOpenCampaign(idOf((await searchParams).id));
  if (campaign) return campaignMetadata(campaign, { noIndex: true });
  return publicMetadata({ title: 'Collab details', description: 'Details of a brand collaboration on CollabMarket.', path: '/collab-details', noIndex: true });
}

export default async function CollabDetailsPage({ searchParams }: Props) {
  const campaign = await loadOpenCampaign(idOf((await searchParams).id));
  return (
    <main id="main" className={styles.main}>
      <div className="container">
        {campaign ? (
          // The personal part (the creator's state, Manage for the owning brand) comes from the viewer, as on /campaigns/{id}.
          <CampaignDetail campaign={campaign} />
        ) : (
          <div className="empty-state">
            <h1 className={styles.emptyTitle}>No campaign data</h1>
            <p>Pick a campaign from the list to see its details.</p>
            <ButtonLink href="/collaborate">Browse campaigns</ButtonLink>
          </div>
        )}
      </div>
    </main>
  );
}
