import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { balances } from '@/lib/payments/ledger';
import { localWebhook } from '@/lib/payments/local';
import { autoRelease, openDispute, payPayable, receiveWebhook, settleDispute, startCheckout } from '@/lib/payments/service';
import { savePayoutMethod } from '@/lib/payout-method/service';
import { cancelCollaboration, completeCollaboration, goLive } from '@/lib/collaborations/service';
import { invoices, participationRequests, payments } from '@/models';
import { paidJob, paymentOf } from './support';

// Random sequences of what can happen to a paid job's money: checkouts, captures and failures
// (duplicated, replayed late, delivered twice at once), cancels, going live, completion,
// disputes and their settlements, auto-release, and (for a creator who starts without a payout
// method, their released money waiting as payable) saving one and the payout job run twice at once.
// After every step the ledger balances, nothing is paid out twice, money in equals money held +
// released + refunded, in agreement with the status, and a funded payment has exactly one invoice.

const OPS = [
  'checkout',
  'capture',
  'replay',
  'concurrentCapture',
  'fail',
  'cancelByBrand',
  'cancelByCreator',
  'goLive',
  'complete',
  'dispute',
  'settleRelease',
  'settleRefund',
  'settleSplit',
  'autoRelease',
  'savePayoutMethod',
  'concurrentPayPayable',
] as const;
type Op = (typeof OPS)[number];

/** Runs `work`; a refusal of the rules (an AppError) is an expected outcome, anything else fails. */
async function attempt(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
  }
}

async function checkInvariants(collaborationId: string) {
  const p = await paymentOf(collaborationId);
  if (!p) return;
  const db = await getDb();
  const b = await balances(db, p.id);
  const { rows: unbalanced } = await db.execute(
    sql`select movement_id from ledger_entries where payment_id = ${p.id} group by movement_id having sum(amount_paise) <> 0`,
  );
  expect(unbalanced, 'every movement sums to zero').toEqual([]);
  const { rows: payouts } = await db.execute(
    sql`select count(distinct movement_id)::int as n from ledger_entries where payment_id = ${p.id} and kind = 'payout'`,
  );
  expect((payouts[0] as { n: number }).n, 'paid out at most once').toBeLessThanOrEqual(1);
  const moneyIn = 0 - b.brand_funding || 0;
  const held = b.escrow;
  const released = b.creator_payable + b.creator_paid + b.platform_fee + b.gst_payable;
  const refunded = b.brand_refund;
  expect(moneyIn, 'money in = held + released + refunded').toBe(held + released + refunded);
  expect([0, p.totalPaise], 'captured at most once').toContain(moneyIn);
  expect(b.creator_paid).toBeLessThanOrEqual(p.feePaise);
  const invoiced = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.paymentId, p.id));
  expect(invoiced.length, 'one invoice per funding').toBe(moneyIn > 0 ? 1 : 0);
  expect(p.invoiceId).toBe(invoiced[0]?.id ?? null);
  switch (p.status) {
    case 'unfunded':
    case 'pending':
      expect(moneyIn).toBe(0);
      break;
    case 'funded':
    case 'disputed':
      expect(held).toBe(p.totalPaise);
      break;
    case 'refunded':
      expect({ held, refunded }).toEqual({ held: 0, refunded: p.totalPaise });
      break;
    case 'released':
    case 'paid_out':
      expect(held).toBe(0);
      expect(b.creator_payable + b.creator_paid).toBe(p.creatorPaise);
      if (p.status === 'paid_out') expect(b.creator_paid).toBe(p.creatorPaise);
      break;
  }
}

describe('the ledger under random sequences of events', () => {
  it('balances after every step, pays out at most once, and accounts for every paisa', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...OPS), { minLength: 1, maxLength: 14 }),
        fc.integer({ min: 0, max: 800_000 }),
        fc.boolean(),
        async (ops, split, payoutMethod) => {
          const job = await paidJob('active', 800_000, { payoutMethod });
          const sent: { rawBody: string; headers: Headers }[] = [];
          let orderId: string | null = null;
          const deliver = async (w: { rawBody: string; headers: Headers }) => {
            sent.push(w);
            await attempt(() => receiveWebhook('local', w.rawBody, w.headers));
          };
          const capture = () => localWebhook({ orderId: orderId!, type: 'payment.captured', amountPaise: 894_400 });
          for (const op of ops as Op[]) {
            switch (op) {
              case 'checkout':
                await attempt(async () => (orderId = (await startCheckout(job.brandActor, job.id)).checkout.orderId));
                break;
              case 'capture':
                if (orderId) await deliver(capture());
                break;
              case 'replay':
                if (sent.length) await attempt(() => receiveWebhook('local', sent[0]!.rawBody, sent[0]!.headers));
                break;
              case 'concurrentCapture':
                if (orderId) {
                  const w = capture();
                  sent.push(w);
                  await Promise.all([
                    attempt(() => receiveWebhook('local', w.rawBody, w.headers)),
                    attempt(() => receiveWebhook('local', w.rawBody, w.headers)),
                  ]);
                }
                break;
              case 'fail':
                if (orderId) await deliver(localWebhook({ orderId, type: 'payment.failed', amountPaise: 894_400 }));
                break;
              case 'cancelByBrand':
                await attempt(() => cancelCollaboration(job.brandActor, job.id, 'Plans changed'));
                break;
              case 'cancelByCreator':
                await attempt(() => cancelCollaboration(job.creatorActor, job.id, 'Cannot make it'));
                break;
              case 'goLive': {
                const db = await getDb();
                await db
                  .update(participationRequests)
                  .set({ stage: 'approved' })
                  .where(sql`${participationRequests.id} = ${job.id} and ${participationRequests.stage} in ('active','submitted','changes_requested')`);
                await attempt(() => goLive(job.creatorActor, job.id, { postUrls: [{ url: 'https://instagram.com/p/abc', deliverable: null }] }));
                break;
              }
              case 'complete':
                await attempt(() => completeCollaboration(job.brandActor, job.id));
                break;
              case 'dispute':
                await attempt(() => openDispute(split % 2 ? job.brandActor : job.creatorActor, job.id, 'Not as agreed'));
                break;
              case 'settleRelease':
                await attempt(() => settleDispute(job.id, { kind: 'release' }));
                break;
              case 'settleRefund':
                await attempt(() => settleDispute(job.id, { kind: 'refund' }));
                break;
              case 'settleSplit':
                await attempt(() => settleDispute(job.id, { kind: 'split', creatorPaise: split }));
                break;
              case 'autoRelease': {
                const p = await paymentOf(job.id);
                if (p?.autoReleaseAt) {
                  await (
                    await getDb()
                  )
                    .update(payments)
                    .set({ autoReleaseAt: new Date(Date.now() - 1000) })
                    .where(eq(payments.id, p.id));
                  await autoRelease({ paymentId: p.id, at: p.autoReleaseAt.toISOString() });
                }
                break;
              }
              case 'savePayoutMethod':
                await savePayoutMethod(job.creatorActor, { upiId: 'creator@okaxis' });
                break;
              case 'concurrentPayPayable':
                await Promise.all([payPayable({ creatorId: job.creatorActor.id }), payPayable({ creatorId: job.creatorActor.id })]);
                break;
            }
            await checkInvariants(job.id);
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 240_000);
});
