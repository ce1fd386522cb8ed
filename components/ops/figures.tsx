import Link from 'next/link';
import type { Figure } from '@/lib/ops/overview';
import { formatPaise } from '@/lib/payments/money';

const shown = (f: Figure) => (f.unit === 'paise' ? formatPaise(f.value) : f.value.toLocaleString('en-IN'));

/** The overview's figures: a tile each, a link where the console has the detail. */
export function OpsFigures({ figures }: { figures: Figure[] }) {
  return (
    <ul className="overview-stats">
      {figures.map((f) => {
        const body = (
          <>
            <span className="overview-label">{f.label}</span>
            <span className="overview-value">{shown(f)}</span>
          </>
        );
        return (
          <li key={f.key} data-testid={`figure-${f.key}`}>
            {f.href ? (
              <Link href={f.href} className="card overview-stat">
                {body}
              </Link>
            ) : (
              <div className="card overview-stat">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
