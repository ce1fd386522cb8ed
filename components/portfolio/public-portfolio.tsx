import { Card } from '@/components/ui/card';
import { UploadImage } from '@/components/ui/upload-image';
import { mediaUrl } from '@/lib/client/format';
import type { PortfolioItemJson } from '@/lib/portfolio/serialize';
import styles from './portfolio.module.css';

/**
 * The public page's portfolio, rendered on the server (the cached page carries it and no client
 * code): images at a fixed size, loaded lazily; posts as cards naming their platform.
 */
export function PublicPortfolio({ name, items }: { name: string; items: PortfolioItemJson[] }) {
  if (items.length === 0) return null;
  return (
    <Card className="stack" aria-labelledby="creator-portfolio">
      <h2 id="creator-portfolio">Portfolio</h2>
      <ol className={styles.grid} aria-label={`${name}’s portfolio`}>
        {items.map((item) => (
          <li key={item._id} className={styles.tile} data-portfolio-item={item._id}>
            {item.kind === 'image' && item.image ? (
              <UploadImage
                src={mediaUrl(item.image)!}
                alt={item.caption || `Work by ${name}`}
                width={320}
                height={320}
                sizes="(min-width: 48rem) 12rem, 45vw"
                className={styles.tileImage}
              />
            ) : (
              <a className={styles.card} href={item.url ?? undefined} target="_blank" rel="noopener noreferrer nofollow ugc">
                <strong>{item.platform} post</strong>
                <span className="muted small">View on {item.platform}</span>
              </a>
            )}
            {item.caption ? <p className={`${styles.caption} small`}>{item.caption}</p> : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}
