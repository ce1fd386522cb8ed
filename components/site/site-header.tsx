import { PageLink } from '@/components/site/page-link';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { SearchBox } from './search-box';
import { MAIN_LINKS, ROLE_MENUS } from './site-info';
import styles from './site.module.css';
import { HomeLink } from '@/components/site/home-link';

/** The public header: navigation with Brand and Creator dropdowns and campaign search; a menu toggle on small screens. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.headerInner}`}>
        <HomeLink className="brand-title">
          Collab<span>Market</span>
        </HomeLink>
        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.navList}>
            {MAIN_LINKS.map((l) => (
              <li key={l.label}>
                <PageLink href={l.href} className={styles.navLink}>
                  {l.label}
                </PageLink>
              </li>
            ))}
            {ROLE_MENUS.map((menu) => (
              <li key={menu.role}>
                <NavDropdown menu={menu} />
              </li>
            ))}
          </ul>
        </nav>
        <SearchBox id="header-search" className={styles.headerSearch} />
        <MobileMenu />
      </div>
    </header>
  );
}
