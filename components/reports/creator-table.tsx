'use client';

import { useState } from 'react';
import Link from 'next/link';
import type { CreatorReportRow } from '@/lib/reports/types';
import { FIGURES, sortCreatorRows, type SortDir, type SortKey } from '@/lib/reports/display';
import { STATUS_LABEL } from '@/lib/collaborations/messages';
import styles from './reports.module.css';

type Props = { rows: CreatorReportRow[]; caption: string };

const COLUMNS: { key: SortKey; label: string }[] = [{ key: 'creator', label: 'Creator' }, ...FIGURES.map((f) => ({ key: f.key, label: f.label }))];

/**
 * One row per creator, sortable by every column: each header is a button (keyboard and screen
 * readers reach it), the sorted column says so with aria-sort. Figures sort biggest first on the
 * first press, names A to Z.
 */
export function CreatorTable({ rows, caption }: Props) {
  const [sort, setSort] = useState<{ key: SortKey; dir: SortDir }>({ key: 'clicks', dir: 'descending' });
  const sorted = sortCreatorRows(rows, sort.key, sort.dir);
  const press = (key: SortKey) =>
    setSort((s) =>
      s.key === key ? { key, dir: s.dir === 'ascending' ? 'descending' : 'ascending' } : { key, dir: key === 'creator' ? 'ascending' : 'descending' },
    );
  return (
    <div className="table-scroll">
      <table className="data-table" data-testid="creator-table">
        <caption>
          {caption}
          <span className="visually-hidden">
            , sorted by {COLUMNS.find((c) => c.key === sort.key)?.label.toLowerCase()}, {sort.dir}
          </span>
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" aria-sort={sort.key === c.key ? sort.dir : undefined} className={c.key === 'creator' ? undefined : 'num'}>
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
            <tr key={r.collaborationId} data-creator-id={r.creator._id}>
              <th scope="row">
                <Link href={`/brand/dashboard/collaborations/${r.collaborationId}`} prefetch={false}>
                  {r.creator.name}
                </Link>
                <span className={`small muted ${styles.rowStatus}`}>{STATUS_LABEL[r.status]}</span>
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
