import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { recommendedCampaigns, type Recommendations } from '@/lib/campaigns/recommend';
import { log } from '@/lib/log';
import { listMyRequests } from '@/lib/participation/queries';
import type { SocialHandle } from '@/models';
import { CampaignCard } from './campaign-card';
import styles from './collaborate.module.css';

type Props = {
  creator: { id: string; niche: string; tags: string[]; socialMediaHandles: SocialHandle[] };
  /** Campaigns waiting in the creator's invitations (the page has read them already). */
  invitedCampaignIds: readonly string[];
};

/** The creator dashboard's "Recommended for you": open campaigns that fit their niche and audience. */
export async function RecommendedCampaigns({ creator, invitedCampaignIds }: Props) {
  let found: Recommendations;
  try {
    // Campaigns already asked for, or waiting in the creator's invitations, are not news.
    const mine = await listMyRequests({ role: 'creator', id: creator.id });
    const skip = new Set([...mine.requests.map((r) => r.campaign._id), ...invitedCampaignIds]);
    found = await recommendedCampaigns(creator, skip);
  } catch (err) {
    log.error({ err: String(err) }, 'recommended campaigns failed');
    return (
      <section className="card stack" aria-labelledby="recommended-title">
        <h2 id="recommended-title">Recommended for you</h2>
        <p className="form-error" role="alert">
          We could not load recommendations right now. Please reload the page.
        </p>
      </section>
    );
  }
  const why = found.interests.length ? `${found.interests.join(', ')} campaigns` : 'Campaigns';
  return (
    <section className="card stack" aria-labelledby="recommended-title" data-testid="recommended">
      <div className="spread">
        <h2 id="recommended-title">Recommended for you</h2>
        <ButtonLink href="/collaborate?eligible=1" variant="ghost" size="s" prefetch={false}>
          All campaigns I qualify for
        </ButtonLink>
      </div>
      {!found.hasAudience ? (
        <EmptyState
          title="Add your followers to get recommendations."
          action={
            <ButtonLink href="/creator/dashboard/creator-profile" variant="secondary">
              Add your audience
            </ButtonLink>
          }
        >
          Campaigns ask for creators on one platform within a follower range: tell brands where you post and how many people follow you.
        </EmptyState>
      ) : found.campaigns.length === 0 ? (
        <EmptyState
          title="No open campaign fits your niche and audience right now."
          action={
            <ButtonLink href="/collaborate" variant="secondary" prefetch={false}>
              Browse all campaigns
            </ButtonLink>
          }
        >
          New campaigns are posted every week; they will show here when one fits.
        </EmptyState>
      ) : (
        <>
          <p className="muted small">{why} open now whose platform and follower range fit your profile, newest first.</p>
          <ul className={styles.grid}>
            {found.campaigns.map((c) => (
              <li key={c._id}>
                <CampaignCard campaign={c} known={{ status: null, handles: creator.socialMediaHandles }} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
