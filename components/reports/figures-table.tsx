'use client';

import { useState } from 'react';
import Link from 'next/link';
import { FIGURES, sortFigureRows, type FigureRow, type SortDir, type SortKey } from '@/lib/reports/display';
import styles from './reports.module.css';

type Props = {
  rows: FigureRow[];
  caption: string;
  /** The first column's heading: what each row is ("Creator", "Campaign"). */
  nameLabel: string;
  'data-testid'?: string;
};

/**
 * One row per creator or campaign, sortable by every column: each header is a button (keyboard and
 * screen readers reach it), the sorted column says so with aria-sort. Figures sort biggest first on
 * the first press, names A to Z. Each row's name links to its own page, its note (a status) below.
 */
export function FiguresTable({ rows, caption, nameLabel, 'data-testid': testId }: Props) {
  const [sort, setSort] = useState<{ key: SortKey; dir: SortDir }>({ key: 'clicks', dir: 'descending' });
  const columns: { key: SortKey; label: string }[] = [{ key: 'name', label: nameLabel }, ...FIGURES.map((f) => ({ key: f.key, label: f.label }))];
  const sorted = sortFigureRows(rows, sort.key, sort.dir);
  const press = (key: SortKey) =>
    setSort((s) =>
      s.key === key ? { key, dir: s.dir === 'ascending' ? 'descending' : 'ascending' } : { key, dir: key === 'name' ? 'ascending' : 'descending' },
    );
  return (
    <div className="table-scroll">
      <table className={`data-table ${styles.figuresTable}`} data-testid={testId}>
        <caption>
          {caption}
          <span className="visually-hidden">
            , sorted by {columns.find((c) => c.key === sort.key)?.label.toLowerCase()}, {sort.dir}
          </span>
        </caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" aria-sort={sort.key === c.key ? sort.dir : undefined} className={c.key === 'name' ? undefined : 'num'}>
                <button type="button" className={styles.sortButton} onClick={() => press(c.key)}>
                  {c.label}
                  <span aria-hidden="true" className={styles.sortMark}>
                    {sort.key === c.key ? (sort.dir === 'ascending' ? '▲' : '▼') : '↕'}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((r) => (
            <tr key={r.id} data-row-id={r.id}>
              <th scope="row">
                <Link href={r.href} prefetch={false}>
                  {r.name}
                </Link>
                <span className={`small muted ${styles.rowStatus}`}>{r.note}</span>
              </th>
              {FIGURES.map((f) => (
                <td key={f.key} className="num">
                  {f.format(r[f.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
