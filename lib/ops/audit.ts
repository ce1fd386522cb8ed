import 'server-only';
import type { Executor } from '@/lib/db';
import { opsAuditLog } from '@/models';

type AuditEntry = {
  /** Null only for what no signed-in operator did (a refused sign-in). */
  operatorId: string | null;
  /** What was done, dotted: `operator.sign_in`, `account.suspend`, `campaign.hide`, `dispute.settle`. */
  action: string;
  /** What it was done to: `operator`, `brand`, `creator`, `campaign`, `payment`, `report`, `job`. */
  targetKind: string;
  targetId?: string | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
};

/**
 * Appends one entry to the audit log. Pass the transaction of the action itself, so the entry is
 * written if and only if the action is. The table refuses UPDATE, DELETE and TRUNCATE.
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(opsAuditLog).values({
    operatorId: entry.operatorId,
    action: entry.action,
    targetKind: entry.targetKind,
    targetId: entry.targetId ?? null,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
