import 'server-only';
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '@/lib/db';
import { ledgerEntries, type LedgerAccount, type Payment } from '@/models';

// The double-entry ledger. A movement is a set of entries (debits positive, credits negative)
// summing to zero, written in the transaction of the state change it records; the database
// refuses one that does not balance when the transaction commits, and any edit or deletion.
//
// Accounts, per payment: brand_funding (credited with what the brand paid in), escrow (held),
// creator_payable (released, not yet paid out), creator_paid, platform_fee, gst_payable (ours and
// the tax office's, once released), brand_refund (given back).

type MovementKind = 'capture' | 'release' | 'payout' | 'refund' | 'settle';

/** Writes one movement; throws (a bug) when it does not balance, before the database would. */
export async function post(tx: Tx, payment: Pick<Payment, 'id'>, kind: MovementKind, entries: [LedgerAccount, number][], eventId?: string): Promise<void> {
  const lines = entries.filter(([, amount]) => amount !== 0);
  if (lines.reduce((sum, [, amount]) => sum + amount, 0) !== 0) throw new Error(`ledger movement ${kind} does not balance`);
  const movementId = crypto.randomUUID();
  await tx
    .insert(ledgerEntries)
    .values(lines.map(([account, amountPaise]) => ({ movementId, paymentId: payment.id, kind, account, amountPaise, eventId: eventId ?? null })));
}

/** Each account's balance for one payment (accounts without entries are 0). */
export async function balances(db: Executor, paymentId: string): Promise<Record<LedgerAccount, number>> {
  const rows = await db
    .select({ account: ledgerEntries.account, total: sql<string>`sum(${ledgerEntries.amountPaise})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.paymentId, paymentId))
    .groupBy(ledgerEntries.account);
  const out: Record<LedgerAccount, number> = {
    brand_funding: 0,
    escrow: 0,
    creator_payable: 0,
    creator_paid: 0,
    platform_fee: 0,
    gst_payable: 0,
    brand_refund: 0,
  };
  for (const r of rows) out[r.account] = Number(r.total);
  return out;
}
