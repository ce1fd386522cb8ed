import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import type { PackageJson } from '@/lib/packages/serialize';
import { formatInr } from '@/lib/money';
import { PackageTerms } from './package-terms';
import styles from './packages.module.css';

type Props = {
  packages: PackageJson[];
  /** What a visitor can do with a package (a signed-in brand orders it). */
  action?: (pkg: PackageJson) => ReactNode;
};

/** "From ₹X": the lowest price of the packages shown, or nothing without one. */
export function FromPrice({ packages }: { packages: readonly Pick<PackageJson, 'priceInr'>[] }) {
  if (packages.length === 0) return null;
  return <p className={styles.from}>From {formatInr(Math.min(...packages.map((p) => p.priceInr)))}</p>;
}

/** A creator's active packages on their public page: title, price, delivery time, what is made. */
export function PublicPackages({ packages, action }: Props) {
  if (packages.length === 0) return null;
  return (
    <Card className="stack" aria-labelledby="creator-packages">
      <h2 id="creator-packages">Packages</h2>
      <ul className={styles.grid} aria-label="Packages">
        {packages.map((p) => (
          <li key={p._id} className={`card ${styles.item}`} aria-labelledby={`package-${p._id}`} data-package-id={p._id}>
            <h3 id={`package-${p._id}`} className={styles.title}>
              {p.title}
            </h3>
            <PackageTerms p={p} />
            {action?.(p)}
          </li>
        ))}
      </ul>
    </Card>
  );
}
