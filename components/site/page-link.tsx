import Link from 'next/link';
import type { ComponentProps } from 'react';
import type { NavLink } from './site-info';

/**
 * A link in the public site's chrome (header, menus, footer, landing calls to action). Not
 * prefetched: a prefetched page brings its stylesheets and first pictures as preload hints, which
 * the browser then fetches for a page the visitor may never open, and warns about. The public
 * pages are cached (lib/page-cache), so following the link is quick without it.
 */
export function PageLink(props: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  return <Link prefetch={false} {...props} />;
}

/** A menu's links as list items (the context, e.g. "for brands", read out only to screen readers); `onPick` closes the menu. */
export function MenuLinks({ links, onPick }: { links: NavLink[]; onPick?: () => void }) {
  return links.map((l) => (
    <li key={l.label}>
      <PageLink href={l.href} onClick={onPick}>
        {l.label}
        {l.context ? <span className="visually-hidden"> ({l.context})</span> : null}
      </PageLink>
    </li>
  ));
}
