import type { PackageJson } from '@/lib/packages/serialize';
import { formatDeliverable } from '@/lib/campaigns/messages';
import { formatInr } from '@/lib/money';
import styles from './packages.module.css';

type Terms = Pick<PackageJson, 'priceInr' | 'deliveryDays' | 'platform' | 'deliverables' | 'description'>;

/** A package's terms as its creator and the brands see them: price and delivery time, what is made, the description. */
export function PackageTerms({ p }: { p: Terms }) {
  return (
    <>
      <p className={styles.price}>
        {formatInr(p.priceInr)} · delivered in {p.deliveryDays} {p.deliveryDays === 1 ? 'day' : 'days'}
      </p>
      <p className="small muted">
        {p.platform} · {p.deliverables.map(formatDeliverable).join(', ')}
      </p>
      {p.description ? <p className={`small ${styles.description}`}>{p.description}</p> : null}
    </>
  );
}
