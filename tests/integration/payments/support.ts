import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { balances } from '@/lib/payments/ledger';
import { ledgerEntries, payments, type CollaborationStatus } from '@/models';
import { collaborationIn } from '../collaborations/support';

/** A brand, a creator and a paid job (₹8,000) between them in `stage`, with both sides as actors. */
export async function paidJob(stage: CollaborationStatus = 'active', feePaise: number | null = 800_000) {
  const job = await collaborationIn(stage, { feePaise });
  return { ...job, brandActor: { role: 'brand' as const, id: job.brand.brand.id }, creatorActor: { role: 'creator' as const, id: job.creator.creator.id } };
}

export async function paymentOf(collaborationId: string) {
  const [p] = await (await getDb()).select().from(payments).where(eq(payments.collaborationId, collaborationId));
  return p;
}

export async function ledgerOf(paymentId: string) {
  return {
    balances: await balances(await getDb(), paymentId),
    entries: await (await getDb()).select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId)),
  };
}
