import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { MAX_SHORTLISTS, SHORTLISTS_PATH } from '@/lib/shortlists/messages';
import type { ShortlistSummaryJson } from '@/lib/shortlists/serialize';
import { CreateShortlistForm } from './create-shortlist-form';
import { DeleteShortlist } from './delete-shortlist';
import { ShortlistTitle } from './shortlist-title';
import { FindCreators } from './find-creators';
import styles from './shortlists.module.css';

/** The brand's Shortlists page: make a list, and each list with its size, Rename and Delete. */
export function ShortlistIndex({ lists }: { lists: ShortlistSummaryJson[] }) {
  return (
    <div className="stack">
      <div className="stack">
        <h1>Shortlists</h1>
        <p className="muted">Keep the creators you like in named lists, come back to them, and invite a whole list to a campaign.</p>
      </div>
      <Card>
        <CreateShortlistForm full={lists.length >= MAX_SHORTLISTS} />
      </Card>
      {lists.length === 0 ? (
        <FindCreators title="You have no shortlists yet.">
          A shortlist is a named list of creators, such as “Summer picks” or “Food bloggers in Pune”. Make one above, or open a creator’s profile and press Save
          to put them on a list.
        </FindCreators>
      ) : (
        <ul className="list-column" aria-label="Your shortlists">
          {lists.map((l) => (
            <li key={l._id} className="card spread" data-shortlist-id={l._id}>
              <ShortlistTitle list={l} className={styles.itemBody}>
                <Link className={styles.itemName} href={`${SHORTLISTS_PATH}/${l._id}`}>
                  {l.name}
                </Link>
              </ShortlistTitle>
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
