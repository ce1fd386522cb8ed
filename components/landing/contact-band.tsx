import Link from 'next/link';
import { PlatformIcon } from '@/components/site/platform-icon';
import { CONTACT, SOCIAL } from '@/components/site/site-info';
import styles from './landing.module.css';

/** The Contact anchor: how to reach the team, and the two ways to start. */
export function ContactBand() {
  return (
    <section id="contact" className={styles.section} aria-labelledby="contact-heading">
      <div className="container">
        <div className={`promo ${styles.contactBand}`}>
          <div>
            <h2 id="contact-heading" className={styles.contactTitle}>
              Let&apos;s talk about your next campaign
            </h2>
            <p>
              Call us on <a href={CONTACT.phoneHref}>{CONTACT.phoneDisplay}</a> or visit us at {CONTACT.street}, {CONTACT.city}. Our address and socials are
              also in the <a href="#contacts">Contacts</a> column below.
            </p>
          </div>
          <div className={styles.contactActions}>
            <Link href="/brand/signup" className="btn">
              Sign up as a brand
            </Link>
            <Link href="/creator/signup" className={`btn ${styles.btnOutlineDark}`}>
              Sign up as a creator
            </Link>
            <a href={SOCIAL.instagram} className={`btn ${styles.btnOutlineDark}`} rel="noopener noreferrer" target="_blank">
              <PlatformIcon platform="Instagram" size={18} colored={false} />
              Instagram
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
