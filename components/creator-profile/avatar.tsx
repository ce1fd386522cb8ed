import { UploadImage } from '@/components/ui/upload-image';
import { initialsOf, mediaUrl } from '@/lib/client/format';
import styles from './creator-profile.module.css';

/** The creator's photo, or their initials when there is none. */
export function CreatorAvatar({ src, name, alt }: { src: string | null; name: string; alt?: string }) {
  const url = src?.startsWith('blob:') ? src : mediaUrl(src);
  if (!url) {
    const initials = initialsOf(name);
    return (
      <span className={`avatar ${styles.initials}`} role="img" aria-label={alt ?? `${name} has no photo yet`}>
        {initials || '?'}
      </span>
    );
  }
  return <UploadImage src={url} alt={alt ?? `Photo of ${name}`} width={120} height={120} className={`avatar ${styles.photo}`} loading="eager" />;
}
