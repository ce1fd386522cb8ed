import { isPlatform, PlatformIcon } from './platform-icon';
import styles from './platform-tag.module.css';

/** A campaign's platform (icon and name) and its interest badge, as cards and campaign pages show them. */
export function PlatformTags({ platform, interest, small = false }: { platform: string; interest: string; small?: boolean }) {
  return (
    <>
      <span className={small ? `${styles.platform} ${styles.small}` : styles.platform}>
        {isPlatform(platform) ? <PlatformIcon platform={platform} size={18} /> : null}
        {platform}
      </span>
      <span className="badge">{interest}</span>
    </>
  );
}
