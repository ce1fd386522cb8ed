import Link from 'next/link';
import { CampaignCard } from './campaign-card';
import { CampaignFilters } from './campaign-filters';
import { FilterDisclosure } from './filter-disclosure';
import { AudienceRefresh } from './qualify-filter';
import { collaborateHref, isFiltered, resultSummary, type ListBase, type PageQuery } from '@/lib/campaigns/list-query';
import { Pagination } from './pagination';
import styles from './collaborate.module.css';
import { formatFollowers } from '@/lib/client/format';
import { ButtonLink } from '@/components/ui/button-link';
import type { cachedCampaignList } from '@/lib/campaigns/list-cache';
import type { StatedAudience } from '@/lib/participation/eligibility';

type Props = {
  query: PageQuery;
  /** ‘From’ was above ‘Up to’ and the two were swapped. */
  swapped: boolean;
  /** The signed-in creator's stated audience, when "Campaigns I qualify for" is on and it is known. */
  audience: StatedAudience | undefined;
  result: Awaited<ReturnType<typeof cachedCampaignList>>['page'];
  /** Where the list lives: the public /collaborate, or Discover inside the creator dashboard. */
  base: ListBase;
};

/**
 * The campaign list with its search and filters (behind "Filters (n)" on a phone, results first),
 * the same on the public /collaborate and on the creator dashboard's Discover.
 */
export function CampaignListing({ query, swapped, audience, result, base }: Props) {
  const filtered = isFiltered(query);
  const { campaigns, total, totalPages } = result;
  return (
    <>
      {/* The same page for everyone: the creator's parts (the filter, Requested, eligibility) come from the viewer. */}
      <FilterDisclosure query={query}>
        <CampaignFilters query={query} base={base} />
      </FilterDisclosure>

      {swapped ? (
        <p className={styles.notice} role="note" data-testid="followers-swapped">
          ‘From’ is above ‘Up to’: showing campaigns for {formatFollowers(query.minFollowers!)}–{formatFollowers(query.maxFollowers!)} followers.
        </p>
      ) : null}

      {query.eligible && !audience && base === '/collaborate' ? (
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
            <ButtonLink href={collaborateHref(query, { page: 1 }, base)} variant="secondary">
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
            <ButtonLink href={base} variant="secondary">
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

        <Pagination query={query} totalPages={totalPages} base={base} />
      </section>
    </>
  );
}
