import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A link to the landing page. Not prefetched: the landing page's prefetch brings its hero picture
 * (high priority) with it, which the browser then preloads on a page that never shows it, and
 * warns about. The landing page is static, so following the link is quick without it.
 */
export function HomeLink(props: Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'>) {
  return <Link href="/" prefetch={false} {...props} />;
}
