import { PageLink } from '@/components/site/page-link';
import { PlatformIcon } from './platform-icon';
import { CONTACT, FOOTER_LINKS, IMPORTANT_EXTRA_LINKS, SOCIAL, type NavLink } from './site-info';
import { SocialLinks } from './social-links';
import styles from './site.module.css';
import { buttonClass } from '@/components/ui/button';
import { HomeLink } from '@/components/site/home-link';

function LinkList({ links }: { links: NavLink[] }) {
  return (
    <ul className={styles.footerList}>
      {links.map((l) => (
        <li key={l.href}>
          <PageLink href={l.href}>{l.label}</PageLink>
        </li>
      ))}
    </ul>
  );
}

function HeartIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.4 3.2 4.5 7 4.5c2.1 0 3.6 1.1 5 2.9 1.4-1.8 2.9-2.9 5-2.9 3.8 0 5.9 3.9 4.5 7.3C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

// The footer and the landing page are served from prerendered HTML, which must stay pure ASCII:
// Next.js keeps it as a JavaScript string, and one character beyond ASCII makes every response
// pay a UTF-8 conversion of the whole page (half the throughput, measured in bench/run.mts). The
// copyright sign and the review quotes come from CSS; tests/e2e/landing.spec.ts checks the bytes.

/** The public footer: link lists, the Jaipur address and phone, social profiles. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.footerGrid}`}>
        <div className={styles.footerAbout}>
          <HomeLink className={`brand-title ${styles.footerBrand}`}>
            Collab<span>Market</span>
          </HomeLink>
          <p>The all-in-one platform to scale influencer and affiliate marketing campaigns.</p>
          <p className={styles.madeIn}>
            <HeartIcon /> Made in Jaipur
          </p>
        </div>
        <nav aria-labelledby="footer-important">
          <h2 id="footer-important" className={styles.footerHeading}>
            Important Links
          </h2>
          <LinkList links={[...FOOTER_LINKS, ...IMPORTANT_EXTRA_LINKS]} />
        </nav>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={styles.footerHeading}>
            Quick Links
          </h2>
          <LinkList links={FOOTER_LINKS} />
        </nav>
        {/* The header's "Contacts" links (/#contacts) land here, on this column of the landing page's footer. */}
        <section id="contacts" aria-labelledby="footer-contacts" className={styles.footerContacts}>
          <h2 id="footer-contacts" className={styles.footerHeading}>
            Contacts
          </h2>
          <address>
            {CONTACT.street}
            <br />
            {CONTACT.city}
            <br />
            Phone: <a href={CONTACT.phoneHref}>{CONTACT.phoneDisplay}</a>
          </address>
          <SocialLinks />
          <a href={SOCIAL.instagram} className={buttonClass({ size: 's', className: styles.instagramButton })} rel="noopener noreferrer" target="_blank">
            <PlatformIcon platform="Instagram" size={18} colored={false} />
            Visit our Instagram
          </a>
        </section>
      </div>
      <div className={`container ${styles.footerBottom}`}>
        <p className={styles.copyright}>{new Date().getFullYear()} CollabMarket. Made in Jaipur, India.</p>
      </div>
    </footer>
  );
}
