'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { currentHref } from './sections';

type Props = { href: string; siblings: readonly string[]; noPrefetch?: boolean; className: string; children: ReactNode };

/** One dashboard section's link, marked as the current page when the address belongs to it rather than to one of its `siblings`. */
export function SectionLink({ href, siblings, noPrefetch, className, children }: Props) {
  const current = currentHref(siblings, usePathname(), useSearchParams().get('unread') === '1') === href;
  return (
    <Link
      href={href}
      prefetch={noPrefetch ? false : undefined}
      className={className}
      aria-current={current ? 'page' : undefined}
      // Picked from the phone's More sheet: close it (the page changes without a reload).
      onClick={(e) => e.currentTarget.closest('details')?.removeAttribute('open')}
    >
      {children}
    </Link>
  );
}
