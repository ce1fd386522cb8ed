import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { opsAuditLog } from '@/models';
import { enrolledOperator } from '../ops/support';

let operator: Promise<string> | undefined;

/** An operator's id for the service calls: one enrolled operator per test file. */
export function testOperatorId(): Promise<string> {
  operator ??= enrolledOperator().then((op) => op.id);
  return operator;
}

/** The audit log's rows about one target, oldest first. */
export async function auditRowsOf(targetKind: string, targetId: string) {
  const db = await getDb();
  return db
    .select()
    .from(opsAuditLog)
    .where(and(eq(opsAuditLog.targetKind, targetKind), eq(opsAuditLog.targetId, targetId)))
    .orderBy(asc(opsAuditLog.at), asc(opsAuditLog.id));
}
