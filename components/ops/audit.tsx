import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTimeIst } from '@/lib/client/dates';
import type { AuditRow } from '@/lib/ops/audit-list';
import opsStyles from './ops.module.css';

type Values = { operatorId: string; action: string; targetKind: string; targetId: string };

const query = (params: Record<string, string>) => {
  const q = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== ''));
  const s = q.toString();
  return s ? `?${s}` : '';
};

/**
 * The filters: a plain GET form (no client code), so a selection is an address to share, and the
 * same selection downloads as CSV.
 */
export function OpsAuditFilters({ operators, values }: { operators: { id: string; email: string }[]; values: Values }) {
  return (
    <form method="get" action="/ops/audit" className={`card ${opsStyles.filters}`} aria-label="Filter the audit log">
      <div className="field">
        <label htmlFor="audit-operator">Operator</label>
        <select id="audit-operator" name="operatorId" className="select" defaultValue={values.operatorId}>
          <option value="">Anyone</option>
          {operators.map((o) => (
            <option key={o.id} value={o.id}>
              {o.email}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="audit-action">Action</label>
        <input id="audit-action" name="action" className="input" defaultValue={values.action} placeholder="e.g. operator.sign_in" />
      </div>
      <div className="field">
        <label htmlFor="audit-kind">Target kind</label>
        <input id="audit-kind" name="targetKind" className="input" defaultValue={values.targetKind} placeholder="e.g. creator" />
      </div>
      <div className="field">
        <label htmlFor="audit-target">Target id</label>
        <input id="audit-target" name="targetId" className="input" defaultValue={values.targetId} />
      </div>
      <div className={opsStyles.filterActions}>
        <button type="submit" className={buttonClass({ size: 's' })}>
          Show
        </button>
        <a className={buttonClass({ variant: 'secondary', size: 's' })} href={`/api/ops/audit${query({ ...values, format: 'csv' })}`} download>
          Download CSV
        </a>
      </div>
    </form>
  );
}

const shownJson = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** A page of entries, newest first, with the way to the next and previous pages. */
export function OpsAuditTable({
  entries,
  page,
  pageSize,
  total,
  params,
}: {
  entries: AuditRow[];
  page: number;
  pageSize: number;
  total: number;
  params: Values;
}) {
  if (entries.length === 0) {
    return <EmptyState title={total === 0 ? 'No entries match' : 'No entries on this page'}>Clear a filter, or go back to the first page.</EmptyState>;
  }
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      {/* Focusable: a keyboard scrolls a table wider than the screen (a phone). */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Audit entries">
        <table className="data-table">
          <caption>
            {total.toLocaleString('en-IN')} {total === 1 ? 'entry' : 'entries'}, page {page} of {last}
          </caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Target</th>
              <th scope="col">Why</th>
              <th scope="col">Before → after</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} data-testid="audit-row">
                <td>
                  <time dateTime={e.at}>{formatDateTimeIst(e.at)}</time>
                </td>
                <td>{e.operator?.email ?? 'command line'}</td>
                <td>
                  <code>{e.action}</code>
                </td>
                <td>
                  {e.targetKind}
                  {e.targetId ? <span className={`muted ${opsStyles.id}`}> {e.targetId}</span> : null}
                </td>
                <td className={opsStyles.wrap}>{e.reason ?? ''}</td>
                <td className={opsStyles.wrap}>
                  <code>{shownJson(e.before)}</code>
                  {e.before !== null || e.after !== null ? ' → ' : ''}
                  <code>{shownJson(e.after)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Pages" className={opsStyles.pager}>
        {page > 1 ? <Link href={`/ops/audit${query({ ...params, page: String(page - 1) })}`}>Newer entries</Link> : <span />}
        {page < last ? <Link href={`/ops/audit${query({ ...params, page: String(page + 1) })}`}>Older entries</Link> : null}
      </nav>
    </>
  );
}
