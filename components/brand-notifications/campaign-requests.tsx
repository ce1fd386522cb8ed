'use client';

import Image from 'next/image';
import Link from 'next/link';
import { mediaUrl } from '@/lib/client/format';
import type { CampaignWithRequests } from '@/lib/participation/serialize';
import { CreatorRequestRow, type Busy } from './creator-request-row';
import styles from './brand-notifications.module.css';

type Props = {
  campaign: CampaignWithRequests;
  busyFor: (creatorId: string) => Busy;
  onDecide: (creatorId: string, decision: 'approved' | 'declined') => void;
};

/** One of the brand's campaigns with the creators waiting for a decision. */
export function CampaignRequests({ campaign: c, busyFor, onDecide }: Props) {
  const image = mediaUrl(c.campaignImage);
  const n = c.requestedCreators.length;
  const headingId = `campaign-${c._id}`;
  return (
    <article className={`card ${styles.campaign}`} aria-labelledby={headingId} data-testid="campaign-requests">
      <div className={styles.campaignHead}>
        {image ? <Image src={image} alt="" width={72} height={72} className={styles.thumb} unoptimized /> : null}
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
          <CreatorRequestRow key={r.requestId} creator={r} busy={busyFor(r._id)} onDecide={(d) => onDecide(r._id, d)} />
        ))}
      </ul>
    </article>
  );
}
