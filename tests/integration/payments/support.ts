import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { localCheckout, startCheckout } from '@/lib/payments/service';
import { balances } from '@/lib/payments/ledger';
import { creatorPayoutMethods, ledgerEntries, payments, type CollaborationStatus } from '@/models';
import { collaborationIn } from '../collaborations/support';

/**
 * A brand, a creator and a paid job (₹8,000) between them in `stage`, with both sides as actors.
 * The creator has a payout method (UPI) unless `payoutMethod` is false: released money is then not
 * paid out but waits as payable.
 */
export async function paidJob(
  stage: CollaborationStatus = 'active',
  feePaise: number | null = 800_000,
  { payoutMethod = true, campaignName }: { payoutMethod?: boolean; campaignName?: string } = {},
) {
  const job = await collaborationIn(stage, { feePaise, ...(campaignName ? { campaignName } : {}) });
  if (payoutMethod) await (await getDb()).insert(creatorPayoutMethods).values({ creatorId: job.creator.creator.id, kind: 'upi', upiId: 'creator@okaxis' });
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

/** A paid job (as paidJob makes it) that the brand has funded through the local provider's checkout. */
export async function fundedJob(...args: Parameters<typeof paidJob>) {
  const job = await paidJob(...args);
  const { checkout } = await startCheckout(job.brandActor, job.id);
  await localCheckout(job.brandActor, checkout.orderId, 'capture');
  return { ...job, orderId: checkout.orderId, paymentId: (await paymentOf(job.id)).id };
}
