import Link from 'next/link';
import { PlatformIcon } from './platform-icon';
import { CONTACT, FOOTER_LINKS, IMPORTANT_EXTRA_LINKS, SOCIAL, type NavLink } from './site-info';
import { SocialLinks } from './social-links';
import styles from './site.module.css';

function LinkList({ links }: { links: NavLink[] }) {
  return (
    <ul className={styles.footerList}>
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href}>{l.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The public footer: link lists, the Jaipur address and phone, social profiles. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.footerGrid}`}>
        <div className={styles.footerAbout}>
          <Link href="/" className={`brand-title ${styles.footerBrand}`}>
            Collab<span>Market</span>
          </Link>
          <p>The all-in-one platform to scale influencer and affiliate marketing campaigns.</p>
          <p className={styles.madeIn}>
            <span aria-hidden="true">♥</span> Made in Jaipur
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
          <a href={SOCIAL.instagram} className={`btn btn-small ${styles.instagramButton}`} rel="noopener noreferrer" target="_blank">
            <PlatformIcon platform="Instagram" size={18} colored={false} />
            Visit our Instagram
          </a>
        </section>
      </div>
      <div className={`container ${styles.footerBottom}`}>
        <p>© {new Date().getFullYear()} CollabMarket. Made in Jaipur, India.</p>
      </div>
    </footer>
  );
}
