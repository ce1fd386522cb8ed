import { StaticImage } from '@/components/ui/static-image';
import Link from 'next/link';
import { PlatformTags } from '@/components/site';
import type { CampaignListItem } from '@/lib/campaigns/queries';
import { formatFollowers, mediaUrl } from '@/lib/client/format';
import { deadlinePassed, formatDay } from '@/lib/campaigns/deadline';
import { describeDestination } from '@/lib/campaigns/destination';
import { applicationsClosedOn, formatDeliverable, formatFee } from '@/lib/campaigns/messages';
import styles from './campaign-detail.module.css';
import { CampaignCta } from './campaign-cta';
import { BrandTrustLine } from '@/components/trust';
import type { BrandTrustJson } from '@/lib/trust/serialize';

/** `brandTrust`: how creators rated the brand ("New" below 3 reviews) and what was checked of it, under the byline. */
type Props = { campaign: CampaignListItem; brandTrust?: BrandTrustJson | null };

/** A campaign as spec §2 "Collab details" shows it, filled from the campaign's own data; the visitor's own part comes after. */
export function CampaignDetail({ campaign: c, brandTrust }: Props) {
  const image = mediaUrl(c.campaignImage);
  const paragraphs = c.description.split(/\n{2,}/).filter((p) => p.trim());
  const closed = deadlinePassed(c.applyBy);
  const destination = describeDestination(c.destinationUrl);
  const hint = `${
    c.requestCount === 0 ? 'Be the first creator to ask to join.' : `${c.requestCount} ${c.requestCount === 1 ? 'creator has' : 'creators have'} asked to join.`
  }${c.applyBy ? ` Apply by ${formatDay(c.applyBy)}.` : ''}`;
  return (
    <article className={styles.detail} aria-labelledby="campaign-title">
      {/* Not prefetched, as every link to the list: its prefetch preloads the cards' stylesheet, which this
          page never uses (Chromium warns), and the list is served from the page cache anyway. */}
      <Link href="/collaborate" prefetch={false} className={styles.back}>
        <span aria-hidden="true">←</span> All campaigns
      </Link>
      <div className={styles.top}>
        <div className={styles.media}>
          {image ? (
            <StaticImage src={image} alt="" fill loading="eager" fetchPriority="high" sizes="(min-width: 1024px) 600px, 92vw" className={styles.image} />
          ) : null}
          {c.isNew ? <span className={`badge badge-new ${styles.newBadge}`}>NEW</span> : null}
        </div>
        <div className={styles.intro}>
          <p className="eyebrow">{c.brandName}</p>
          <h1 id="campaign-title" className={styles.title}>
            {c.campaignName}
          </h1>
          <p className={styles.byline}>
            A campaign by <strong>{c.brandName}</strong> for {c.platform} creators
          </p>
          {brandTrust ? <BrandTrustLine trust={brandTrust} /> : null}
          <div className={styles.tags}>
            <PlatformTags platform={c.platform} interest={c.interest} />
          </div>
          {closed ? (
            <div className={styles.cta}>
              <p className={styles.closed}>{applicationsClosedOn(c.applyBy!)}</p>
            </div>
          ) : (
            <CampaignCta
              campaign={{ _id: c._id, campaignName: c.campaignName, platform: c.platform, minFollowers: c.minFollowers, maxFollowers: c.maxFollowers }}
              hint={hint}
            />
          )}
        </div>
      </div>

      <div className={styles.sections}>
        <section className="card" aria-labelledby="offer-heading">
          <h2 id="offer-heading">What’s in the offer</h2>
          <dl className={styles.facts}>
            <div>
              <dt>Paid offer</dt>
              <dd>{formatFee(c.feeInr, c.incentives)}</dd>
            </div>
            <div>
              <dt>Incentive</dt>
              <dd>{c.incentives}</dd>
            </div>
            <div>
              <dt>Apply by</dt>
              <dd>{c.applyBy ? formatDay(c.applyBy) : 'No deadline'}</dd>
            </div>
            {c.contentDueBy ? (
              <div>
                <dt>Content due</dt>
                <dd>{formatDay(c.contentDueBy)}</dd>
              </div>
            ) : null}
            {destination ? (
              <div>
                <dt>Links lead to</dt>
                <dd data-testid="campaign-destination">{destination.host}</dd>
              </div>
            ) : null}
          </dl>
        </section>
        {c.deliverables.length > 0 || c.contentGuidelines ? (
          <section className={`card ${styles.about}`} aria-labelledby="brief-heading">
            <h2 id="brief-heading">The brief</h2>
            {c.deliverables.length > 0 ? (
              <>
                <h3 className={styles.subhead}>Deliverables</h3>
                <ul className={styles.deliverables}>
                  {c.deliverables.map((d, i) => (
                    <li key={i}>{formatDeliverable(d)}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {c.contentGuidelines ? (
              <>
                <h3 className={styles.subhead}>Content guidelines</h3>
                {/* Plain text as the brand typed it: React escapes it, and CSS keeps the line breaks. */}
                <p className={styles.guidelines}>{c.contentGuidelines}</p>
              </>
            ) : null}
          </section>
        ) : null}
        <section className="card" aria-labelledby="requirements-heading">
          <h2 id="requirements-heading">Creator Requirements</h2>
          <dl className={styles.facts}>
            <div>
              <dt>Location</dt>
              <dd>Any location</dd>
            </div>
            <div>
              <dt>Platform</dt>
              <dd>{c.platform}</dd>
            </div>
            <div>
              <dt>Followers</dt>
              <dd>
                {formatFollowers(c.minFollowers)} to {formatFollowers(c.maxFollowers)}
                <span className="visually-hidden">
                  {' '}
                  ({c.minFollowers.toLocaleString('en-IN')} to {c.maxFollowers.toLocaleString('en-IN')})
                </span>
              </dd>
            </div>
          </dl>
        </section>
        <section className={`card ${styles.about}`} aria-labelledby="about-heading">
          <h2 id="about-heading">About</h2>
          <dl className={styles.facts}>
            <div>
              <dt>Category</dt>
              <dd>{c.interest}</dd>
            </div>
            <div>
              <dt>Brand</dt>
              <dd>{c.brandName}</dd>
            </div>
          </dl>
          <div className={styles.description}>
            {paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </section>
      </div>
    </article>
  );
}
