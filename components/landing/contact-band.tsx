import { PlatformIcon } from '@/components/site';
import { CONTACT, SOCIAL } from '@/components/site';
import styles from './landing.module.css';
import { buttonClass } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';

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
            <ButtonLink href="/brand/signup" variant="inverse">
              Sign up as a brand
            </ButtonLink>
            <ButtonLink href="/creator/signup" variant="outline-inverse">
              Sign up as a creator
            </ButtonLink>
            <a href={SOCIAL.instagram} className={buttonClass({ variant: 'outline-inverse' })} rel="noopener noreferrer" target="_blank">
              <PlatformIcon platform="Instagram" size={18} colored={false} />
              Instagram
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
