import { CampaignListing } from '@/components/collaborate/campaign-listing';
import { orderFollowerRange, parseListQuery, type RawSearchParams } from '@/lib/campaigns/list-query';
import styles from '@/components/collaborate/collaborate.module.css';
import { publicMetadata } from '@/components/site/metadata';
import { cachedCampaignList } from '@/lib/campaigns/list-cache';
import { parseAudienceKey } from '@/lib/participation/eligibility';

export const metadata = publicMetadata({
  title: 'Brand Collaborations',
  description:
    'Browse open influencer campaigns from brands on Instagram, YouTube, TikTok and Twitter. Filter by platform, interest and follower range, and ask to join in one click.',
  path: '/collaborate',
});

export default async function CollaboratePage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const raw = await searchParams;
  const { query, swapped } = orderFollowerRange(parseListQuery(raw));
  // "Campaigns I qualify for" means something only for a signed-in creator: their stated audience (proxy.ts).
  const audience = query.eligible ? parseAudienceKey(typeof raw.aud === 'string' ? raw.aud : undefined) : undefined;
  // The same per-server cache as GET /api/campaign: writes invalidate it, so new campaigns show at once.
  const { page: result } = await cachedCampaignList({ ...query, audience });

  return (
    <main id="main" className={styles.main}>
      <div className="container">
        <header className={styles.head}>
          <p className="eyebrow">Open campaigns</p>
          <h1 className={styles.title}>Brand Collaborations</h1>
          <p className={styles.lead}>Find campaigns that fit your audience and ask to join. Brands hear from you straight away.</p>
        </header>

        <CampaignListing query={query} swapped={swapped} audience={audience} result={result} base="/collaborate" />
      </div>
    </main>
  );
}
