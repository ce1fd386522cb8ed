import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { requireRole } from '@/lib/auth/roles';
import { enqueue, QUEUE } from '@/lib/jobs';
import type { Actor } from '@/lib/auth/tokens';
import { creatorPayoutMethods, type CreatorPayoutMethod } from '@/models';
import { maskAccountNumber, maskUpiId } from './mask';
import { ONLY_CREATORS, PAYOUT_SAVED, type MaskedPayoutMethod } from './messages';
import type { PayoutMethodInput } from './schemas';

/** A creator's payout method in full, for the payout itself: never answered to anyone. */
type PayoutMethod = { kind: 'upi'; upiId: string } | { kind: 'bank'; name: string; ifsc: string; accountNumber: string };

function toPayoutMethod(row: CreatorPayoutMethod): PayoutMethod {
  return row.kind === 'upi' ? { kind: 'upi', upiId: row.upiId! } : { kind: 'bank', name: row.accountName!, ifsc: row.ifsc!, accountNumber: row.accountNumber! };
}

function toMaskedJson(row: CreatorPayoutMethod): MaskedPayoutMethod {
  const updatedAt = row.updatedAt.toISOString();
  if (row.kind === 'upi') return { kind: 'upi', upiId: maskUpiId(row.upiId!), updatedAt };
  return { kind: 'bank', bankAccount: { name: row.accountName!, ifsc: row.ifsc!, accountNumber: maskAccountNumber(row.accountNumber!) }, updatedAt };
}

async function payoutRow(db: Executor, creatorId: string): Promise<CreatorPayoutMethod | null> {
  const [row] = await db.select().from(creatorPayoutMethods).where(eq(creatorPayoutMethods.creatorId, creatorId));
  return row ?? null;
}

/**
 * Where this creator's money goes, unmasked, or null when they have given none (their released
 * money then waits as payable). Runs in the caller's transaction when given one.
 */
export async function getPayoutMethod(creatorId: string, db?: Executor): Promise<PayoutMethod | null> {
  const row = await payoutRow(db ?? (await getDb()), creatorId);
  return row ? toPayoutMethod(row) : null;
}

/** The signed-in creator's payout method, masked, or null. */
export async function readPayoutMethod(actor: Actor | null): Promise<{ payoutMethod: MaskedPayoutMethod | null }> {
  requireRole(actor, 'creator', ONLY_CREATORS);
  const row = await payoutRow(await getDb(), actor.id);
  return { payoutMethod: row ? toMaskedJson(row) : null };
}

/** Saves (or replaces) the signed-in creator's payout method; answers it masked. */
export async function savePayoutMethod(actor: Actor | null, input: PayoutMethodInput): Promise<{ payoutMethod: MaskedPayoutMethod; message: string }> {
  requireRole(actor, 'creator', ONLY_CREATORS);
  const values =
    input.upiId !== undefined
      ? { kind: 'upi' as const, upiId: input.upiId, accountName: null, ifsc: null, accountNumber: null, razorpayAccountId: null }
      : {
          kind: 'bank' as const,
          upiId: null,
          accountName: input.bankAccount.name,
          ifsc: input.bankAccount.ifsc,
          accountNumber: input.bankAccount.accountNumber,
          // A new bank account needs a new linked account at Razorpay (lib/payments/razorpay.ts).
          razorpayAccountId: null,
        };
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(creatorPayoutMethods)
      .values({ creatorId: actor.id, ...values })
      .onConflictDoUpdate({ target: creatorPayoutMethods.creatorId, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    // Money released to them while they had none waits as payable: paid out now, by the queue
    // (lib/payments/service.ts payPayable), once this commits. One job per save; running it twice pays nothing twice.
    await enqueue(tx, QUEUE.paymentPayout, { creatorId: actor.id }, { key: `payout:${actor.id}:${saved!.updatedAt.toISOString()}` });
    return saved;
  });
  return { payoutMethod: toMaskedJson(row), message: PAYOUT_SAVED };
}
