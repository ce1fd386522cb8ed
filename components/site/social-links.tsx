import { PlatformIcon } from './platform-icon';
import { SOCIAL } from './site-info';
import styles from './site.module.css';

/** The three social profiles, each an icon link with an accessible name. */
export function SocialLinks() {
  const items = [
    { href: SOCIAL.instagram, platform: 'Instagram' as const, name: 'CollabMarket on Instagram' },
    { href: SOCIAL.facebook, platform: 'Facebook' as const, name: 'CollabMarket on Facebook' },
    { href: SOCIAL.twitter, platform: 'Twitter' as const, name: 'CollabMarket on Twitter' },
  ];
  return (
    <ul className={styles.social}>
      {items.map((s) => (
        <li key={s.platform}>
          <a href={s.href} aria-label={s.name} rel="noopener noreferrer" target="_blank" className={styles.socialLink}>
            <PlatformIcon platform={s.platform} size={20} colored={false} />
          </a>
        </li>
      ))}
    </ul>
  );
}
