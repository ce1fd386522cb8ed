import { platformUrl } from '@/lib/creators/audience';
import type { SocialHandle } from '@/models/creators';
import styles from './audience.module.css';
import { formatDate } from '@/lib/client/dates';

const n = (v: number) => v.toLocaleString('en-US');

/** Each handle with its audience as the creator stated it ("self-reported") and a link to it on its platform. */
export function AudienceList({ handles }: { handles: readonly SocialHandle[] }) {
  if (handles.length === 0) return <span className="muted">None added.</span>;
  return (
    <ul className={styles.list} aria-label="Social media handles">
      {handles.map((h) => {
        const url = platformUrl(h.platform, h.handle);
        return (
          <li key={`${h.platform}-${h.handle}`} className={styles.item}>
            <span className={styles.name}>
              <strong>{h.platform}</strong>{' '}
              {url ? (
                <a href={url} target="_blank" rel="noopener noreferrer nofollow">
                  {h.handle}
                  <span className="visually-hidden"> on {h.platform} (opens in a new tab)</span>
                </a>
              ) : (
                h.handle
              )}
            </span>
            <span className={styles.figures}>
              {typeof h.followers === 'number' ? `${n(h.followers)} followers` : 'Followers: not given'}
              {typeof h.avgViews === 'number' ? ` · ${n(h.avgViews)} average views` : ''}
              {typeof h.engagementRate === 'number' ? ` · ${h.engagementRate}% engagement` : ''}
            </span>
            {typeof h.followers === 'number' ? (
              <span className={styles.note}>Self-reported{h.followersUpdatedAt ? `, updated ${formatDate(h.followersUpdatedAt)}` : ''}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
