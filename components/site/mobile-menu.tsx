'use client';

import { MenuLinks, PageLink } from '@/components/site/page-link';
import { usePathname } from 'next/navigation';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { SearchBox } from './search-box';
import { MAIN_LINKS, ROLE_MENUS, type RoleMenu } from './site-info';
import { AccountPicture, SignedInItems, useAccount } from './account';
import styles from './site.module.css';
import { HomeLink } from '@/components/site/home-link';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The small-screen menu: a toggle opening a full-screen modal <dialog> with the header's links
 * and search box. Tab and Shift+Tab stay inside, Escape closes, and focus returns to the toggle.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  const close = useCallback(() => {
    const dialog = dialogRef.current;
    if (dialog?.open) dialog.close();
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('input[type="search"]')?.focus();
    }
    // The page behind a full-screen menu must not scroll.
    document.documentElement.style.overflow = open ? 'hidden' : '';
    return () => {
      document.documentElement.style.overflow = '';
    };
  }, [open]);

  // A client-side navigation (a link or the search) leaves the menu closed on the new page.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current !== pathname && dialogRef.current?.open) close();
    lastPath.current = pathname;
  }, [pathname, close]);

  const onKeyDown = (e: React.KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  // Links (also to /#anchors on this page) and the search close the menu as they go.
  const onClick = (e: React.MouseEvent<HTMLDialogElement>) => {
    if ((e.target as HTMLElement).closest('a')) close();
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={`icon-btn ${styles.menuToggle}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => setOpen(true)}
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        >
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        <span className="visually-hidden">Open menu</span>
      </button>
      <dialog
        id="site-menu"
        ref={dialogRef}
        className={styles.mobileMenu}
        aria-label="Site menu"
        onKeyDown={onKeyDown}
        onClick={onClick}
        onSubmit={() => close()}
        onCancel={(e) => {
          e.preventDefault();
          close();
        }}
      >
        <div className={styles.mobileTop}>
          <HomeLink className="brand-title">
            Collab<span>Market</span>
          </HomeLink>
          <button type="button" className="icon-btn" onClick={close}>
            <svg
              width="22"
              height="22"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
            <span className="visually-hidden">Close menu</span>
          </button>
        </div>
        <SearchBox id="mobile-search" className={styles.mobileSearch} />
        <nav aria-label="Main menu" className={styles.mobileNav}>
          <ul className={styles.mobileList}>
            {MAIN_LINKS.map((l) => (
              <li key={l.label}>
                <PageLink href={l.href}>{l.label}</PageLink>
              </li>
            ))}
          </ul>
          {ROLE_MENUS.map((menu) => (
            <RoleGroup key={menu.role} menu={menu} />
          ))}
        </nav>
      </dialog>
    </>
  );
}

/** One role's links in the phone menu: Sign Up and Login, or (signed in) its picture, dashboard and Sign Out. */
function RoleGroup({ menu }: { menu: RoleMenu }) {
  const account = useAccount(menu.role);
  return (
    <section aria-labelledby={`mobile-${menu.role}`} className={styles.mobileGroup}>
      <h2 id={`mobile-${menu.role}`} className={styles.mobileGroupHead}>
        <AccountPicture account={account} />
        {menu.label}
        {account ? <span className={styles.accountName}>{account.name}</span> : null}
      </h2>
      <ul className={styles.mobileList}>
        {account ? (
          <Suspense fallback={null}>
            <SignedInItems role={menu.role} />
          </Suspense>
        ) : (
          <MenuLinks links={menu.links} />
        )}
      </ul>
    </section>
  );
}
