import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CampaignListing } from '@/components/collaborate/campaign-listing';
import { orderFollowerRange, parseListQuery, type RawSearchParams } from '@/lib/campaigns/list-query';
import styles from '@/components/collaborate/collaborate.module.css';
import { currentActor } from '@/lib/auth/current';
import { cachedCampaignList } from '@/lib/campaigns/list-cache';
import { getCreatorById } from '@/lib/creators/service';
import { audienceKey, parseAudienceKey, statedAudience } from '@/lib/participation/eligibility';

export const metadata: Metadata = { title: 'Discover campaigns', robots: { index: false } };

/**
 * Discover: the open campaigns, searched and filtered as on /collaborate, inside the creator's
 * dashboard (its sections stay beside the list). "Campaigns I qualify for" reads the creator's own
 * audience here, where /collaborate takes it from the proxy's cookie.
 */
export default async function DiscoverPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const actor = await currentActor('creator');
  if (!actor) redirect('/creator/login?next=%2Fcreator%2Fdashboard%2Fdiscover');
  const raw = await searchParams;
  const { query, swapped } = orderFollowerRange(parseListQuery(raw));
  const creator = query.eligible ? await getCreatorById(actor.id) : null;
  // The same form of the audience as /collaborate's (one list-cache entry per audience).
  const audience = creator ? parseAudienceKey(audienceKey(statedAudience(creator.socialMediaHandles))) : undefined;
  const { page: result } = await cachedCampaignList({ ...query, audience });
  return (
    <div className="stack">
      <header>
        <h1 className={styles.title}>Discover campaigns</h1>
        <p className="muted">Open campaigns that fit your audience: ask to join, and the brand hears from you straight away.</p>
      </header>
      <div>
        <CampaignListing query={query} swapped={swapped} audience={audience} result={result} base="/creator/dashboard/discover" />
      </div>
    </div>
  );
}
