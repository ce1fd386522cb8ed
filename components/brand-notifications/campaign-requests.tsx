'use client';

import Link from 'next/link';
import { UploadImage } from '@/components/ui/upload-image';
import { mediaUrl } from '@/lib/client/format';
import type { CampaignWithRequests } from '@/lib/participation/serialize';
import { CreatorRequestRow } from './creator-request-row';
import styles from './brand-notifications.module.css';

type Props = {
  campaign: CampaignWithRequests;
  onSettled: (creatorId: string) => void;
};

/** One of the brand's campaigns with the creators waiting for a decision. */
export function CampaignRequests({ campaign: c, onSettled }: Props) {
  const image = mediaUrl(c.campaignImage);
  const n = c.requestedCreators.length;
  const headingId = `campaign-${c._id}`;
  return (
    <article className={`card ${styles.campaign}`} aria-labelledby={headingId} data-testid="campaign-requests">
      <div className={styles.campaignHead}>
        {image ? <UploadImage src={image} alt="" width={72} height={72} className={styles.thumb} /> : null}
        <div>
          <h3 id={headingId}>{c.campaignName}</h3>
          <p className="muted small">
            {c.platform} · {c.interest} · {n} {n === 1 ? 'request' : 'requests'}
            {c.status === 'closed' ? ' · closed' : ''}
          </p>
          <Link href={`/campaigns/${c._id}`} className="small">
            View campaign
          </Link>
        </div>
      </div>
      <ul className="list-column" aria-label={`Creators asking to join ${c.campaignName}`}>
        {c.requestedCreators.map((r) => (
          <CreatorRequestRow key={r.requestId} campaignId={c._id} platform={c.platform} creator={r} onSettled={onSettled} />
        ))}
      </ul>
    </article>
  );
}
