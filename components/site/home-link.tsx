import type { ComponentProps } from 'react';
import { PageLink } from './page-link';

/** A link to the landing page (not prefetched, like every link of the site's chrome). */
export function HomeLink(props: Omit<ComponentProps<typeof PageLink>, 'href'>) {
  return <PageLink href="/" {...props} />;
}
