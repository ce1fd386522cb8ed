import Link from 'next/link';
import type { ReactNode } from 'react';
import { AudienceList } from '@/components/creator-profile';
import { CreatorAvatar } from '@/components/creator-profile';
import { Card } from '@/components/ui/card';
import { SHORTLISTS_PATH } from '@/lib/shortlists/messages';
import type { ShortlistJson } from '@/lib/shortlists/serialize';
import { DeleteShortlist } from './delete-shortlist';
import { RemoveMember } from './remove-member';
import { ShortlistTitle } from './shortlist-title';
import { FindCreators } from './find-creators';
import styles from './shortlists.module.css';

type Props = {
  list: ShortlistJson;
  /** Buttons for the whole list (e.g. "Invite all to a campaign"), shown at the top. */
  actions?: ReactNode;
};

/** One shortlist: its name (Rename, Delete), what can be done with all of it, and its creators as cards. */
export function ShortlistDetail({ list, actions }: Props) {
  return (
    <div className="stack">
      <Link href={SHORTLISTS_PATH} className={styles.back}>
        ← All shortlists
      </Link>
      <div className={styles.head}>
        <ShortlistTitle list={list} className="stack">
          <h1>{list.name}</h1>
        </ShortlistTitle>
        <div className={styles.actions} data-slot="shortlist-actions">
          {actions}
          <DeleteShortlist id={list._id} name={list.name} memberCount={list.memberCount} leaveTo={SHORTLISTS_PATH} />
        </div>
      </div>
      {list.members.length === 0 ? (
        <FindCreators title="No creators on this list yet.">Open a creator’s profile and press Save to put them here.</FindCreators>
      ) : (
        <ul className={styles.members} aria-label={`Creators on ${list.name}`}>
          {list.members.map((m) => (
            <Card as="li" key={m._id} className={styles.member} data-creator-id={m._id}>
              <div className={styles.memberHead}>
                <CreatorAvatar src={m.profilePicture} name={m.name} />
                <div>
                  <h2 className={styles.memberName}>
                    <Link href={`/creators/${m._id}`}>{m.name}</Link>
                  </h2>
                  <p className="small muted">{[m.niche, m.city].filter(Boolean).join(' · ') || 'No niche or city given'}</p>
                </div>
              </div>
              <AudienceList handles={m.socialMediaHandles} />
              <div className={styles.memberFoot}>
                <RemoveMember shortlistId={list._id} creatorId={m._id} creatorName={m.name} />
              </div>
            </Card>
          ))}
        </ul>
      )}
    </div>
  );
}
