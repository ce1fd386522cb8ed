import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { MAX_SHORTLISTS } from '@/lib/shortlists/messages';
import type { ShortlistSummaryJson } from '@/lib/shortlists/serialize';
import { CreateShortlistForm } from './create-shortlist-form';
import { DeleteShortlist } from './delete-shortlist';
import { ShortlistName } from './shortlist-name';
import { creatorCount, indiaDay } from './format';
import styles from './shortlists.module.css';

export const SHORTLISTS_PATH = '/brand/dashboard/creators/shortlists';

/** The brand's Shortlists page: make a list, and each list with its size, Rename and Delete. */
export function ShortlistIndex({ lists }: { lists: ShortlistSummaryJson[] }) {
  return (
    <div className="stack">
      <div className="stack">
        <h1>Shortlists</h1>
        <p className="muted">Keep the creators you like in named lists, come back to them, and invite a whole list to a campaign.</p>
      </div>
      <Card>
        <CreateShortlistForm disabled={lists.length >= MAX_SHORTLISTS} />
      </Card>
      {lists.length === 0 ? (
        <EmptyState
          className="card"
          title="You have no shortlists yet."
          action={
            <ButtonLink href="/brand/dashboard/creators" variant="primary">
              Find creators
            </ButtonLink>
          }
        >
          A shortlist is a named list of creators, such as “Summer picks” or “Food bloggers in Pune”. Make one above, or open a creator’s profile and press Save
          to put them on a list.
        </EmptyState>
      ) : (
        <ul className="list-column" aria-label="Your shortlists">
          {lists.map((l) => (
            <li key={l._id} className={`card ${styles.item}`} data-shortlist-id={l._id}>
              <div className={styles.itemBody}>
                <div className="row">
                  <ShortlistName id={l._id} name={l.name}>
                    <Link className={styles.itemName} href={`${SHORTLISTS_PATH}/${l._id}`}>
                      {l.name}
                    </Link>
                  </ShortlistName>
                </div>
                <p className="small muted">
                  {creatorCount(l.memberCount)} · updated {indiaDay(l.updatedAt)}
                </p>
              </div>
              <div className={styles.actions}>
                <ButtonLink href={`${SHORTLISTS_PATH}/${l._id}`} variant="secondary" size="s" aria-label={`Open ${l.name}`}>
                  Open
                </ButtonLink>
                <DeleteShortlist id={l._id} name={l.name} memberCount={l.memberCount} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
