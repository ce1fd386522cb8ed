import Link from 'next/link';
import { CampaignCard } from '@/components/collaborate/campaign-card';
import { CampaignFilters } from '@/components/collaborate/campaign-filters';
import { AudienceRefresh } from '@/components/collaborate/qualify-filter';
import { collaborateHref, isFiltered, orderFollowerRange, parseListQuery, resultSummary, type RawSearchParams } from '@/components/collaborate/list-query';
import { formatFollowers } from '@/lib/client/format';
import { Pagination } from '@/components/collaborate/pagination';
import styles from '@/components/collaborate/collaborate.module.css';
import { publicMetadata } from '@/components/site/metadata';
import { cachedCampaignList } from '@/lib/campaigns/list-cache';
import { ButtonLink } from '@/components/ui/button-link';
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
  const filtered = isFiltered(query);
  const { campaigns, total, totalPages } = result;

  return (
    <main id="main" className={styles.main}>
      <div className="container">
        <header className={styles.head}>
          <p className="eyebrow">Open campaigns</p>
          <h1 className={styles.title}>Brand Collaborations</h1>
          <p className={styles.lead}>Find campaigns that fit your audience and ask to join. Brands hear from you straight away.</p>
        </header>

        {/* The same page for everyone: the creator's parts (the filter, Requested, eligibility) come from the viewer. */}
        <CampaignFilters query={query} />

        {swapped ? (
          <p className={styles.notice} role="note" data-testid="followers-swapped">
            ‘From’ is above ‘Up to’: showing campaigns for {formatFollowers(query.minFollowers!)}–{formatFollowers(query.maxFollowers!)} followers.
          </p>
        ) : null}

        {query.eligible && !audience ? (
          <p className={styles.notice} role="note">
            <Link href="/creator/login?next=%2Fcollaborate%3Feligible%3D1" prefetch={false}>
              Log in as a creator
            </Link>{' '}
            to see the campaigns your audience qualifies for. Showing every open campaign.
            <AudienceRefresh />
          </p>
        ) : null}

        <section aria-labelledby="results-heading" className={styles.results}>
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          <p role="status" className={styles.count}>
            {resultSummary(result, query, Boolean(audience))}
          </p>

          {campaigns.length > 0 ? (
            <ul className={styles.grid}>
              {campaigns.map((c, i) => (
                <li key={c._id}>
                  <CampaignCard campaign={c} priority={i < 3} />
                </li>
              ))}
            </ul>
          ) : total > 0 ? (
            <div className="empty-state">
              <p>This page is past the end of the results.</p>
              <ButtonLink href={collaborateHref(query, { page: 1 })} variant="secondary">
                Back to the first page
              </ButtonLink>
            </div>
          ) : audience && audience.length === 0 ? (
            <div className="empty-state">
              <p className={styles.emptyTitle}>Add your audience to see what you qualify for</p>
              <p>Campaigns ask for creators on one platform within a follower range. Add your handles with their followers to your profile.</p>
              <ButtonLink href="/creator/dashboard/creator-profile" variant="secondary">
                Add your followers
              </ButtonLink>
            </div>
          ) : filtered ? (
            <div className="empty-state">
              <p className={styles.emptyTitle}>No campaigns match your search</p>
              <p>Try other words, or fewer filters.</p>
              <ButtonLink href="/collaborate" variant="secondary">
                Show all campaigns
              </ButtonLink>
            </div>
          ) : (
            <div className="empty-state">
              <p className={styles.emptyTitle}>No open campaigns right now</p>
              <p>New campaigns are posted every week. Sign up to hear about them first.</p>
              <ButtonLink href="/creator/signup">Sign up as a creator</ButtonLink>
            </div>
          )}

          <Pagination query={query} totalPages={totalPages} />
        </section>
      </div>
    </main>
  );
}
