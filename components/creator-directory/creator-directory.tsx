import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import type { DirectoryPage } from '@/lib/creators/directory';
import type { DirectoryQuery } from '@/lib/creators/directory-schemas';
import type { DirectoryCreatorJson } from '@/lib/creators/serialize';
import { CreatorCard } from './creator-card';
import { DirectoryFilters, type DirectoryFilterValues } from './directory-filters';
import { directoryHref, isFiltered } from './href';
import styles from './directory.module.css';

type Props = {
  values: DirectoryFilterValues;
  /** The search as the service read it; absent when the filters were refused (see `errors`). */
  query?: DirectoryQuery;
  page?: DirectoryPage;
  errors?: Record<string, string>;
  /** What a brand can do with each creator (invite, shortlist), rendered in the card's foot. */
  actions?: (creator: DirectoryCreatorJson) => ReactNode;
  /** The open campaign the brand is finding creators for (`?campaign=<id>`): invitations go to it, every link keeps it. */
  inviting?: { _id: string; campaignName: string };
};

/** Find creators: the filters, one page of creators as cards, and the way to the next page. */
export function CreatorDirectory({ values, query, page, errors, actions, inviting }: Props) {
  const campaign = inviting?._id;
  const start = directoryHref({ campaign });
  const filtered = query ? isFiltered(query) : Object.values(values).some(Boolean);
  return (
    <section className="stack" aria-labelledby="directory-title">
      <div>
        <h1 id="directory-title">Find creators</h1>
        <p className="muted">Search creators by what they make, where they are and how many people follow them.</p>
      </div>
      {inviting ? (
        <p className={`card ${styles.inviting}`} role="status">
          <span>
            Finding creators for <strong>{inviting.campaignName}</strong>: the filters start from its platform and follower range, and invitations go to it.
          </span>
          <ButtonLink href="/brand/dashboard/creators" variant="ghost" size="s">
            Search all creators
          </ButtonLink>
        </p>
      ) : null}
      <DirectoryFilters values={values} errors={errors} filtered={filtered} campaign={campaign} />
      {!page || !query ? (
        <EmptyState
          title="These filters cannot be used"
          action={
            <ButtonLink href={start} variant="secondary">
              Clear filters
            </ButtonLink>
          }
        >
          {errors?.after ? 'This page link is out of date: start again from the first page.' : 'Fix the fields marked above and search again.'}
        </EmptyState>
      ) : page.creators.length === 0 ? (
        <EmptyState
          title={query.after ? 'No more creators match these filters' : 'No creators match these filters'}
          action={
            <ButtonLink href={query.after ? directoryHref({ ...query, campaign }) : start} variant="secondary">
              {query.after ? 'Back to the first page' : 'Clear filters'}
            </ButtonLink>
          }
        >
          {query.after ? 'You have reached the end of the list.' : 'Try a wider follower range, another platform or fewer words.'}
        </EmptyState>
      ) : (
        <>
          <ul className={styles.grid} aria-label="Creators">
            {page.creators.map((c) => (
              <li key={c._id}>
                <CreatorCard creator={c} actions={actions?.(c)} />
              </li>
            ))}
          </ul>
          {page.nextCursor || query.after ? (
            <nav aria-label="More creators" className="row">
              {query.after ? (
                <ButtonLink href={directoryHref({ ...query, campaign })} variant="ghost" size="s">
                  First page
                </ButtonLink>
              ) : null}
              {page.nextCursor ? (
                <ButtonLink href={directoryHref({ ...query, campaign }, page.nextCursor)} variant="secondary" size="s">
                  Next page
                </ButtonLink>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
