import type { Metadata } from 'next';
import { OpsAuditFilters, OpsAuditTable } from '@/components/ops/audit';
import { auditOperators, currentOperator, listAudit } from '@/lib/ops';
import { auditQuerySchema } from '@/lib/ops/schemas';

export const metadata: Metadata = { title: 'Audit log' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const firstOf = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Every operator action, newest first; filters in the address (GET form), so a view can be shared and downloaded as CSV. */
export default async function OpsAuditPage({ searchParams }: Props) {
  await currentOperator();
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, firstOf(v) ?? '']));
  const parsed = auditQuerySchema.safeParse({ ...raw, format: undefined });
  const query = parsed.success ? parsed.data : {};
  const [{ entries, page, pageSize, total }, operators] = await Promise.all([listAudit(query), auditOperators()]);
  const values = { operatorId: raw.operatorId ?? '', action: raw.action ?? '', targetKind: raw.targetKind ?? '', targetId: raw.targetId ?? '' };
  return (
    <div className="stack">
      <h1>Audit log</h1>
      <p className="muted">Every operator action: who, when, what, why, and what it changed. Entries are never changed or removed.</p>
      <OpsAuditFilters operators={operators} values={values} />
      {parsed.success ? null : <p className="form-error">Some filters were not valid and are not applied.</p>}
      <OpsAuditTable entries={entries} page={page} pageSize={pageSize} total={total} params={values} />
    </div>
  );
}
