import 'server-only';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { toCsv } from '@/lib/http/csv';
import { operators, opsAuditLog } from '@/models';
import type { AuditQuery } from './schemas';

// The audit log as the console shows it (/ops/audit, GET /api/ops/audit): newest first, paged,
// filtered by operator, action, target and time; or the whole selection as CSV.

const AUDIT_PAGE_SIZE = 50;
/** The most rows one CSV download holds (narrow the filters for more). */
const AUDIT_CSV_MAX = 10_000;

export type AuditRow = {
  id: string;
  at: string;
  operator: { id: string; email: string } | null;
  action: string;
  targetKind: string;
  targetId: string | null;
  reason: string | null;
  before: unknown;
  after: unknown;
};

function where(q: AuditQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (q.operatorId) parts.push(eq(opsAuditLog.operatorId, q.operatorId));
  if (q.action) parts.push(eq(opsAuditLog.action, q.action));
  if (q.targetKind) parts.push(eq(opsAuditLog.targetKind, q.targetKind));
  if (q.targetId) parts.push(eq(opsAuditLog.targetId, q.targetId));
  if (q.from) parts.push(gte(opsAuditLog.at, q.from));
  if (q.to) parts.push(lt(opsAuditLog.at, q.to));
  return parts.length ? and(...parts) : undefined;
}

async function rows(q: AuditQuery, limit: number, offset: number): Promise<AuditRow[]> {
  const db = await getDb();
  const found = await db
    .select({ entry: opsAuditLog, email: operators.email })
    .from(opsAuditLog)
    .leftJoin(operators, eq(operators.id, opsAuditLog.operatorId))
    .where(where(q))
    .orderBy(desc(opsAuditLog.at), desc(opsAuditLog.id))
    .limit(limit)
    .offset(offset);
  return found.map(({ entry, email }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    operator: entry.operatorId ? { id: entry.operatorId, email: email ?? '' } : null,
    action: entry.action,
    targetKind: entry.targetKind,
    targetId: entry.targetId,
    reason: entry.reason,
    before: entry.before ?? null,
    after: entry.after ?? null,
  }));
}

/** One page of the log (newest first) and how many entries match. */
export async function listAudit(q: AuditQuery): Promise<{ entries: AuditRow[]; page: number; pageSize: number; total: number }> {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(opsAuditLog).where(where(q));
  const page = q.page ?? 1;
  return { entries: await rows(q, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE), page, pageSize: AUDIT_PAGE_SIZE, total: Number(n) };
}

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/** Every matching entry (up to AUDIT_CSV_MAX) as CSV, newest first. */
export async function auditCsv(q: AuditQuery): Promise<string> {
  const all = await rows(q, AUDIT_CSV_MAX, 0);
  return toCsv(
    ['at', 'operator_id', 'operator_email', 'action', 'target_kind', 'target_id', 'reason', 'before', 'after', 'id'],
    all.map((r) => [
      r.at,
      r.operator?.id ?? null,
      r.operator?.email ?? null,
      r.action,
      r.targetKind,
      r.targetId,
      r.reason,
      json(r.before),
      json(r.after),
      r.id,
    ]),
  );
}

/** The operators who appear as a filter's choices. */
export async function auditOperators(): Promise<{ id: string; email: string }[]> {
  const db = await getDb();
  return db.select({ id: operators.id, email: operators.email }).from(operators).orderBy(operators.email);
}
