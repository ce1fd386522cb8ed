import { UploadImage } from '@/components/ui/upload-image';
import { mediaUrl } from '@/lib/client/format';
import styles from './brand-profile.module.css';

/** The brand's logo, or its initial when there is none. */
export function BrandLogo({ path, preview, name }: { path: string | null; preview?: string | null; name: string }) {
  const src = preview ?? mediaUrl(path);
  if (!src) {
    return (
      <span className={styles.logo} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  }
  return <UploadImage src={src} alt={`${name} logo`} width={88} height={88} loading="eager" className={styles.logo} />;
}
