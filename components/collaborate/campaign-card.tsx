import { StaticImage } from '@/components/ui/static-image';
import { PlatformTags } from '@/components/site';
import type { CampaignListItem } from '@/lib/campaigns/queries';
import { formatFollowers, mediaUrl } from '@/lib/client/format';
import { deadlinePassed, formatDay } from '@/lib/campaigns/deadline';
import { applicationsClosedOn, formatFee } from '@/lib/campaigns/messages';
import styles from './collaborate.module.css';
import type { KnownStanding } from '@/components/participation';
import { ButtonLink } from '@/components/ui/button-link';
import { CardAction, QualifyBadge } from './card-standing';

type Props = {
  campaign: CampaignListItem;
  /** A page rendered per request knows its creator; a cached list leaves this out and asks the viewer. */
  known?: KnownStanding;
  priority?: boolean;
};

/** One open campaign in the grid: image, NEW badge, platform, interest, name, brand, incentives, fee, deadline, actions. */
export function CampaignCard({ campaign: c, known, priority = false }: Props) {
  const image = mediaUrl(c.campaignImage);
  const href = `/campaigns/${c._id}`;
  const closed = deadlinePassed(c.applyBy);
  const range = { _id: c._id, platform: c.platform, minFollowers: c.minFollowers, maxFollowers: c.maxFollowers };
  return (
    <article className={`card ${styles.card}`} aria-labelledby={`campaign-${c._id}`}>
      <div className={styles.media}>
        {image ? (
          <StaticImage
            src={image}
            alt=""
            fill
            sizes="(min-width: 1240px) 380px, (min-width: 640px) 45vw, 92vw"
            className={styles.image}
            loading={priority ? 'eager' : 'lazy'}
          />
        ) : null}
        {c.isNew ? <span className={`badge badge-new ${styles.newBadge}`}>NEW</span> : null}
        {closed ? null : <QualifyBadge campaign={range} known={known} />}
      </div>
      <div className={styles.body}>
        <div className={styles.meta}>
          <PlatformTags platform={c.platform} interest={c.interest} small />
        </div>
        <h3 id={`campaign-${c._id}`} className={styles.name}>
          {c.campaignName}
        </h3>
        <p className={styles.brand}>
          <span className="visually-hidden">Brand: </span>
          {c.brandName}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>Incentives</dt>
            <dd>{c.incentives}</dd>
          </div>
          <div>
            <dt>Fee</dt>
            <dd>{formatFee(c.feeInr, c.incentives)}</dd>
          </div>
          {c.applyBy && !closed ? (
            <div>
              <dt>Apply by</dt>
              <dd>{formatDay(c.applyBy)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Followers</dt>
            <dd>
              {formatFollowers(c.minFollowers)}–{formatFollowers(c.maxFollowers)}
            </dd>
          </div>
        </dl>
        <div className={styles.actions}>
          {closed ? <p className={styles.closed}>{applicationsClosedOn(c.applyBy!)}</p> : <CardAction campaign={range} known={known} />}
          <ButtonLink href={href} variant="secondary" size="s">
            View<span className="visually-hidden"> {c.campaignName}</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
