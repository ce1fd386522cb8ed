'use client';

import Image from 'next/image';
import Link from 'next/link';
import { formatDate, mediaUrl } from '@/lib/client/format';
import type { RequestedCreator } from '@/lib/participation/serialize';
import styles from './brand-notifications.module.css';

export type Busy = 'approved' | 'declined' | null;

type Props = { creator: RequestedCreator; busy: Busy; onDecide: (decision: 'approved' | 'declined') => void };

/** One creator asking to join: who they are, View More, Approve, Decline. */
export function CreatorRequestRow({ creator: c, busy, onDecide }: Props) {
  const photo = mediaUrl(c.profilePicture);
  const initials = c.name
    .split(/\s+/)
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <li className={styles.creator} data-testid="requested-creator" aria-busy={busy !== null || undefined}>
      {photo ? (
        <Image src={photo} alt="" width={56} height={56} className={`avatar ${styles.avatar}`} unoptimized />
      ) : (
        <span className={`avatar ${styles.avatar}`} aria-hidden="true">
          {initials}
        </span>
      )}
      <div className={styles.who}>
        <p className={styles.name}>{c.name}</p>
        <p className="muted small">{c.email}</p>
        <p className="muted small">
          {c.city ? `${c.city} · ` : ''}asked on <time dateTime={c.requestedAt}>{formatDate(c.requestedAt)}</time>
        </p>
        {c.tags.length > 0 ? (
          <div className={styles.tags}>
            {c.tags.map((t) => (
              <span key={t} className="badge">
                {t}
              </span>
            ))}
          </div>
        ) : null}
      </div>
      <div className={styles.buttons}>
        <Link href={`/creator-details?id=${encodeURIComponent(c._id)}`} className="btn btn-secondary btn-small">
          View More<span className="visually-hidden"> about {c.name}</span>
        </Link>
        <button type="button" className="btn btn-success btn-small" disabled={busy !== null} onClick={() => onDecide('approved')}>
          {busy === 'approved' ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
          {busy === 'approved' ? 'Approving...' : 'Approve'}
          <span className="visually-hidden"> {c.name}</span>
        </button>
        <button type="button" className="btn btn-danger btn-small" disabled={busy !== null} onClick={() => onDecide('declined')}>
          {busy === 'declined' ? <span className="spinner spinner-small" aria-hidden="true" /> : null}
          {busy === 'declined' ? 'Declining...' : 'Decline'}
          <span className="visually-hidden"> {c.name}</span>
        </button>
      </div>
    </li>
  );
}
