'use client';

import { MenuLinks } from '@/components/site/page-link';
import { Suspense, useEffect, useRef } from 'react';
import type { RoleMenu } from './site-info';
import { AccountPicture, SignedInItems, useAccount } from './account';
import styles from './site.module.css';

/**
 * A header dropdown (Brand or Creator). Built on <details> so it opens before hydration; the
 * script adds what <details> lacks: Escape closes and returns focus, a click outside or on a
 * link closes it. Sharing a `name` keeps only one dropdown open at a time. Once the viewer is known,
 * a signed-in role's menu shows its picture and offers its dashboard and Sign Out instead of
 * Sign Up and Login.
 */
export function NavDropdown({ menu }: { menu: RoleMenu }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const account = useAccount(menu.role);
  const close = () => {
    if (ref.current) ref.current.open = false;
  };

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = (focusSummary: boolean) => {
      if (!details.open) return;
      details.open = false;
      if (focusSummary) details.querySelector('summary')?.focus();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && details.open) {
        e.preventDefault();
        close(details.contains(document.activeElement));
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (!details.contains(e.target as Node)) close(false);
    };
    const onFocusOut = (e: FocusEvent) => {
      if (e.relatedTarget && !details.contains(e.relatedTarget as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    details.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      details.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  return (
    <details ref={ref} name="site-nav" className={styles.dropdown}>
      <summary className={styles.navLink}>
        <AccountPicture account={account} />
        {menu.label}
        {account ? <span className="visually-hidden"> (signed in as {account.name})</span> : null}
        <svg
          className={styles.chevron}
          width="14"
          height="14"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <ul className={styles.dropdownList}>
        {account ? (
          <Suspense fallback={null}>
            <SignedInItems role={menu.role} onDone={close} />
          </Suspense>
        ) : (
          <MenuLinks links={menu.links} onPick={close} />
        )}
      </ul>
    </details>
  );
}
