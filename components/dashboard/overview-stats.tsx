import Link from 'next/link';

type Stat = {
  label: string;
  value: number | string;
  href: string;
  /** The next step this number calls for, e.g. "Review them" (shown only when there is one). */
  next?: string;
};

/** The numbers a dashboard opens with, each a link to where they are dealt with. */
export function OverviewStats({ stats }: { stats: Stat[] }) {
  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title" className="visually-hidden">
        Overview
      </h2>
      <ul className="overview-stats">
        {stats.map((s) => (
          <li key={s.label}>
            <Link href={s.href} className="card overview-stat">
              <span className="overview-value">{s.value}</span>
              <span className="overview-label">{s.label}</span>
              {s.next ? <span className="overview-next">{s.next} →</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
