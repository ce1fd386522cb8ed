import Link from 'next/link';
import type { ReactNode } from 'react';
import { AudienceList } from '@/components/creator-profile';
import { CreatorAvatar } from '@/components/creator-profile';
import type { DirectoryCreatorJson } from '@/lib/creators/serialize';
import { formatInr } from '@/lib/money';
import { CardTrust } from '@/components/trust';
import styles from './directory.module.css';

type Props = {
  creator: DirectoryCreatorJson;
  /** What a brand can do with this creator (invite, shortlist): shown at the card's foot. */
  actions?: ReactNode;
};

/** One creator in the directory: photo, name (to their public page), niche, city and audience per platform. */
export function CreatorCard({ creator, actions }: Props) {
  const headingId = `creator-${creator._id}`;
  const about = [creator.niche, creator.city].filter(Boolean).join(' · ');
  return (
    <article className={`card ${styles.card}`} aria-labelledby={headingId} data-testid="creator-card">
      <div className={styles.cardHead}>
        <span className={styles.avatar}>
          <CreatorAvatar src={creator.profilePicture} name={creator.name} />
        </span>
        <div className={styles.who}>
          <h2 id={headingId} className={styles.name}>
            <Link href={`/creators/${creator._id}`} prefetch={false}>
              {creator.name}
            </Link>
          </h2>
          <p className="muted small">{about || 'No niche or city given yet'}</p>
          {creator.fromPriceInr !== null ? <p className={styles.fromPrice}>From {formatInr(creator.fromPriceInr)}</p> : null}
          {creator.rating ? <CardTrust rating={creator.rating} jobsCompleted={creator.jobsCompleted} /> : null}
        </div>
      </div>
      <AudienceList handles={creator.socialMediaHandles} />
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
