import type { ReactNode } from 'react';
import type { PublicCreatorJson } from '@/lib/creators/serialize';
import { CreatorAvatar } from './avatar';
import { PublicRefresh } from './public-refresh';
import { AudienceList } from './audience-list';
import styles from './creator-profile.module.css';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';

type Props = {
  creator: PublicCreatorJson;
  today: string;
  /** Under the name: what the visitor can do with this creator. */
  actions?: ReactNode;
  /** The phone row's content when the page does not know it (a cached page: from the viewer). */
  phone?: ReactNode;
  /** Under the city: the lowest price of the creator's packages ("From ₹X"). */
  from?: ReactNode;
  /** After the profile: the creator's packages. */
  packages?: ReactNode;
  /** After the packages: examples of the creator's work. */
  portfolio?: ReactNode;
};

/** A creator's read-only profile (name, bio, tags, city, phone when allowed, photo, handles). */
export function PublicCreatorProfile({ creator, today, actions, phone, from, packages, portfolio }: Props) {
  return (
    <div className={styles.page}>
      <Card className="stack" aria-labelledby="creator-name">
        <div className={styles.head}>
          <CreatorAvatar src={creator.profilePicture} name={creator.name} />
          <h1 id="creator-name">{creator.name}</h1>
          <p className={styles.city}>{creator.city || 'City not shared'}</p>
          {creator.niche ? <Badge>{creator.niche}</Badge> : null}
          {from}
          <PublicRefresh today={today} />
          {actions}
        </div>
      </Card>
      <Card aria-labelledby="creator-about">
        <h2 id="creator-about">About</h2>
        <dl className={styles.details}>
          <div>
            <dt>Bio</dt>
            <dd>{creator.bio || <span className="muted">No bio yet.</span>}</dd>
          </div>
          <div>
            <dt>Profile Tags</dt>
            <dd>
              {creator.tags.length ? (
                <ul className={styles.handles} aria-label="Profile tags">
                  {creator.tags.map((t) => (
                    <li key={t}>
                      <Badge>{t}</Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="muted">No tags yet.</span>
              )}
            </dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>{creator.city || <span className="muted">Not shared.</span>}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              {phone ??
                (creator.phone ? (
                  <a href={`tel:${creator.phone}`}>{creator.phone}</a>
                ) : (
                  <span className="muted">Visible once this creator asks to join one of your campaigns.</span>
                ))}
            </dd>
          </div>
          <div>
            <dt>Social Media Handles</dt>
            <dd>
              <AudienceList handles={creator.socialMediaHandles} />
            </dd>
          </div>
        </dl>
      </Card>
      {packages}
      {portfolio}
    </div>
  );
}
