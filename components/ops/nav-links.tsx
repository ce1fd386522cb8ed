'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { OpsNavItem } from '@/lib/ops/nav';
import opsStyles from './ops.module.css';

/** The console's sections, the current one marked. A row that scrolls sideways on a phone. */
export function OpsNavLinks({ items }: { items: OpsNavItem[] }) {
  const path = usePathname();
  const current = (href: string) => (href === '/ops' ? path === '/ops' : path === href || path.startsWith(`${href}/`));
  return (
    <ul className={opsStyles.nav}>
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href} className={opsStyles.navLink} aria-current={current(item.href) ? 'page' : undefined}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
