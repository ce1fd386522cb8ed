import Link from 'next/link';
import { LinkPending } from './link-pending';
import { collaborateHref, type ListBase, type PageQuery } from '@/lib/campaigns/list-query';
import styles from './collaborate.module.css';
import { buttonClass } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';

/** Page numbers around the current one, with the first and last always shown. */
function pageWindow(page: number, total: number): (number | 'gap')[] {
  const set = new Set([1, total, page - 1, page, page + 1].filter((p) => p >= 1 && p <= total));
  const pages = [...set].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  pages.forEach((p, i) => {
    if (i > 0 && p - pages[i - 1] > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Links to the other pages of the same search (plain links: they work without JavaScript). */
export function Pagination({ query, totalPages, base }: { query: PageQuery; totalPages: number; base?: ListBase }) {
  if (totalPages <= 1) return null;
  const page = Math.min(query.page, totalPages);
  return (
    <nav aria-label="Pagination" className={styles.pagination}>
      {page > 1 ? (
        <ButtonLink href={collaborateHref(query, { page: page - 1 }, base)} variant="secondary" size="s" rel="prev">
          Previous <LinkPending />
        </ButtonLink>
      ) : (
        <span className={buttonClass({ variant: 'secondary', size: 's' })} aria-disabled="true">
          Previous
        </span>
      )}
      <ul className={styles.pages}>
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={collaborateHref(query, { page: p }, base)}
                className={p === page ? styles.pageCurrent : styles.pageLink}
                aria-current={p === page ? 'page' : undefined}
              >
                <span className="visually-hidden">Page </span>
                {p}
                <LinkPending />
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < totalPages ? (
        <ButtonLink href={collaborateHref(query, { page: page + 1 }, base)} variant="secondary" size="s" rel="next">
          Next <LinkPending />
        </ButtonLink>
      ) : (
        <span className={buttonClass({ variant: 'secondary', size: 's' })} aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
