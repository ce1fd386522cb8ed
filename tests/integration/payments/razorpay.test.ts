import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { setLogDestinationForTests } from '@/lib/log';
import { POST as webhookRoute } from '@/app/api/payments/webhooks/[provider]/route';
import { cancelCollaboration, completeCollaboration, submitContent } from '@/lib/collaborations/service';
import { NOT_FUNDED_FOR_SUBMIT } from '@/lib/payments/messages';
import { razorpayProvider } from '@/lib/payments/razorpay';
import { openDispute, settleDispute, startCheckout } from '@/lib/payments/service';
import { savePayoutMethod } from '@/lib/payout-method/service';
import { creatorPayoutMethods, participationRequests } from '@/models';
import { startRazorpayStandIn, type RazorpayStandIn, type SignedWebhook } from '../../helpers/razorpay-stand-in';
import { call } from '../../helpers/http';
import { ledgerOf, paidJob, paymentOf } from './support';

// The Razorpay adapter (lib/payments/razorpay.ts) through the same journeys as the local
// provider's tests, against a loopback stand-in of Razorpay's endpoints with real HMAC signatures.

const KEYS = { keyId: 'rzp_test_standin', keySecret: 'standin-key-secret-0123456789', webhookSecret: 'standin-webhook-secret-0123456789' };
let rzp: RazorpayStandIn;

beforeAll(async () => {
  rzp = await startRazorpayStandIn(KEYS);
  vi.stubEnv('PAYMENT_PROVIDER', 'razorpay');
  vi.stubEnv('RAZORPAY_KEY_ID', KEYS.keyId);
  vi.stubEnv('RAZORPAY_KEY_SECRET', KEYS.keySecret);
  vi.stubEnv('RAZORPAY_WEBHOOK_SECRET', KEYS.webhookSecret);
  vi.stubEnv('RAZORPAY_API_URL', rzp.url);
  resetEnvForTests();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  resetEnvForTests();
  setLogDestinationForTests();
  await rzp.close();
});

afterEach(() => setLogDestinationForTests());

const deliver = (w: SignedWebhook) => call(webhookRoute, { params: { provider: 'razorpay' }, raw: w.rawBody, headers: w.headers });
const submit = (actor: { role: 'creator'; id: string }, id: string) =>
  submitContent(actor, id, { caption: 'v1', images: [], draftUrl: 'https://drive.example.com/v1' });
const bank = { bankAccount: { name: 'Meera Iyer', ifsc: 'HDFC0001234', accountNumber: '123456789012' } };
const eventsOf = async (orderId: string) =>
  (await (await getDb()).execute(sql`select event_id, outcome from payment_events where order_id = ${orderId} order by event_id`)).rows;

/** A paid job whose creator has a bank account, and its Razorpay order. */
async function orderedJob(stage: 'active' | 'live' = 'active', payout: object | null = bank) {
  const job = await paidJob(stage);
  if (payout) await savePayoutMethod(job.creatorActor, payout as typeof bank);
  const { checkout } = await startCheckout(job.brandActor, job.id);
  return { ...job, checkout };
}

async function toLive(id: string) {
  await (await getDb()).update(participationRequests).set({ stage: 'live' }).where(eq(participationRequests.id, id));
}

describe('Razorpay: funding and release', () => {
  it('orders at Razorpay, funds on a signed payment.captured, holds the fee on the creator’s linked account, releases it on completion', async () => {
    const job = await orderedJob();
    const p0 = await paymentOf(job.id);
    expect(job.checkout).toEqual({ provider: 'razorpay', orderId: p0.orderId, amountPaise: 894_400, currency: 'INR', keyId: KEYS.keyId });
    expect(rzp.callsTo('POST', '/v1/orders').at(-1)!.body).toMatchObject({ amount: 894_400, currency: 'INR', receipt: p0.id });
    // The same order again while unpaid: no second order at Razorpay.
    const orders = rzp.callsTo('POST', '/v1/orders').length;
    expect((await startCheckout(job.brandActor, job.id)).checkout.orderId).toBe(job.checkout.orderId);
    expect(rzp.callsTo('POST', '/v1/orders')).toHaveLength(orders);
    await expect(submit(job.creatorActor, job.id)).rejects.toMatchObject({ status: 409, message: NOT_FUNDED_FOR_SUBMIT });

    const { payment, webhook } = rzp.pay(job.checkout.orderId);
    const answer = await deliver(webhook);
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ received: 1, outcomes: ['applied'] });
    const funded = await paymentOf(job.id);
    expect(funded).toMatchObject({ status: 'funded', providerPaymentId: payment.id, provider: 'razorpay' });
    expect((await ledgerOf(funded.id)).balances).toMatchObject({ brand_funding: -894_400, escrow: 894_400 });

    // The creator's linked account, made from their bank account, and the fee transferred to it on hold.
    const account = rzp.callsTo('POST', '/v2/accounts').at(-1)!;
    expect(account.body).toMatchObject({ type: 'route', business_type: 'individual', legal_business_name: 'Meera Iyer' });
    const settlement = rzp.callsTo('PATCH', /^\/v2\/accounts\/acc_[^/]+\/products\//).at(-1)!;
    expect(settlement.body).toMatchObject({ settlements: { account_number: '123456789012', ifsc_code: 'HDFC0001234', beneficiary_name: 'Meera Iyer' } });
    const [row] = await (await getDb()).select().from(creatorPayoutMethods).where(eq(creatorPayoutMethods.creatorId, job.creatorActor.id));
    expect(row!.razorpayAccountId).toMatch(/^acc_/);
    const held = [...rzp.transfers.values()].filter((t) => t.source === payment.id);
    expect(held).toEqual([
      expect.objectContaining({
        recipient: row!.razorpayAccountId,
        amount: 800_000,
        on_hold: true,
        notes: { payment_id: funded.id, order_id: job.checkout.orderId },
      }),
    ]);

    await submit(job.creatorActor, job.id);
    await toLive(job.id);
    await completeCollaboration(job.brandActor, job.id);
    expect(rzp.callsTo('PATCH', `/v1/transfers/${held[0]!.id}`).map((c) => c.body)).toEqual([{ on_hold: false }]);
    expect(rzp.transfers.get(held[0]!.id)!.on_hold).toBe(false);
    const paid = await paymentOf(job.id);
    expect(paid).toMatchObject({ status: 'paid_out', creatorPaise: 800_000 });
    expect((await ledgerOf(paid.id)).balances).toMatchObject({
      escrow: 0,
      creator_payable: 0,
      creator_paid: 800_000,
      platform_fee: 80_000,
      gst_payable: 14_400,
    });

    // The held transfer's own transfer.processed changes nothing: it was paid out on release.
    expect((await deliver(rzp.transferProcessed(held[0]!.id))).data).toEqual({ received: 1, outcomes: ['ignored'] });
    expect((await ledgerOf(paid.id)).balances).toMatchObject({ creator_paid: 800_000 });
    expect(rzp.refunds.filter((r) => r.payment_id === payment.id)).toEqual([]);
  });

  it('a creator who adds a bank account after funding is paid by a transfer made on release, completed by its transfer.processed', async () => {
    const job = await orderedJob('live', { upiId: 'meera@okhdfc' });
    const { payment, webhook } = rzp.pay(job.checkout.orderId);
    expect((await deliver(webhook)).status).toBe(200);
    // A UPI ID has no linked account (Route settles to bank accounts): nothing held at Razorpay.
    expect([...rzp.transfers.values()].filter((t) => t.source === payment.id)).toEqual([]);
    await savePayoutMethod(job.creatorActor, bank);
    await completeCollaboration(job.brandActor, job.id);
    const released = await paymentOf(job.id);
    expect(released.status).toBe('released');
    expect((await ledgerOf(released.id)).balances).toMatchObject({ creator_payable: 800_000, creator_paid: 0 });
    const [transfer] = [...rzp.transfers.values()].filter((t) => t.source === payment.id);
    expect(transfer).toMatchObject({ amount: 800_000, on_hold: false });

    const processed = rzp.transferProcessed(transfer!.id);
    expect((await deliver(processed)).data).toEqual({ received: 1, outcomes: ['applied'] });
    expect((await deliver(processed)).data).toEqual({ received: 1, outcomes: ['duplicate'] });
    const paid = await paymentOf(job.id);
    expect(paid.status).toBe('paid_out');
    expect((await ledgerOf(paid.id)).balances).toMatchObject({ creator_payable: 0, creator_paid: 800_000 });
  });
});

describe('Razorpay: refunds', () => {
  it('cancelling a funded job before it is live reverses the held transfer, then refunds the brand in full', async () => {
    const job = await orderedJob();
    const { payment, webhook } = rzp.pay(job.checkout.orderId);
    await deliver(webhook);
    const [held] = [...rzp.transfers.values()].filter((t) => t.source === payment.id);
    await cancelCollaboration(job.brandActor, job.id, 'Changed plans');
    expect(rzp.callsTo('POST', `/v1/transfers/${held!.id}/reversals`).map((c) => c.body)).toEqual([{ amount: 800_000 }]);
    expect(rzp.refunds.filter((r) => r.payment_id === payment.id)).toEqual([expect.objectContaining({ amount: 894_400 })]);
    const p = await paymentOf(job.id);
    expect(p.status).toBe('refunded');
    expect((await ledgerOf(p.id)).balances).toMatchObject({ escrow: 0, brand_refund: 894_400 });
    // Razorpay's refund.processed is recorded once and changes nothing: the refund was written when it was made.
    const refund = rzp.refunds.find((r) => r.payment_id === payment.id)!;
    const processed = rzp.webhook('refund.processed', { refund: { ...refund, entity: 'refund', currency: 'INR' }, payment });
    expect((await deliver(processed)).data).toEqual({ received: 1, outcomes: ['ignored'] });
    expect((await ledgerOf(p.id)).balances).toMatchObject({ escrow: 0, brand_refund: 894_400 });
  });
});

describe('Razorpay: disputes', () => {
  it('a split takes the brand’s part back from the held transfer, refunds it, and releases the rest to the creator', async () => {
    const job = await orderedJob('live');
    const { payment, webhook } = rzp.pay(job.checkout.orderId);
    await deliver(webhook);
    const [held] = [...rzp.transfers.values()].filter((t) => t.source === payment.id);
    await openDispute(job.creatorActor, job.id, 'Only one of two reels went up');
    await settleDispute(job.id, { kind: 'split', creatorPaise: 300_000 });
    expect(rzp.callsTo('POST', `/v1/transfers/${held!.id}/reversals`).map((c) => c.body)).toEqual([{ amount: 500_000 }]);
    expect(rzp.refunds.filter((r) => r.payment_id === payment.id)).toEqual([expect.objectContaining({ amount: 500_000 })]);
    expect(rzp.transfers.get(held!.id)).toMatchObject({ amount: 800_000, amount_reversed: 500_000, on_hold: false });
    const p = await paymentOf(job.id);
    expect(p).toMatchObject({ status: 'paid_out', creatorPaise: 300_000 });
    expect((await ledgerOf(p.id)).balances).toMatchObject({ escrow: 0, creator_paid: 300_000, brand_refund: 500_000, platform_fee: 80_000 });
  });
});

describe('Razorpay webhooks', () => {
  it('a forged or missing signature is 401 and nothing is stored', async () => {
    const job = await orderedJob();
    const { webhook } = rzp.pay(job.checkout.orderId);
    const forged = await deliver({ rawBody: webhook.rawBody.replace('"amount":894400', '"amount":1'), headers: webhook.headers });
    expect(forged.status).toBe(401);
    expect(forged.data.code).toBe('unauthenticated');
    const unsigned = Object.fromEntries(Object.entries(webhook.headers).filter(([k]) => k !== 'x-razorpay-signature'));
    expect((await deliver({ rawBody: webhook.rawBody, headers: unsigned })).status).toBe(401);
    // Signed with another secret (the local provider's header name does not count either).
    const other = { ...webhook.headers, 'x-razorpay-signature': 'a'.repeat(64) };
    expect((await deliver({ rawBody: webhook.rawBody, headers: other })).status).toBe(401);
    expect(await eventsOf(job.checkout.orderId)).toEqual([]);
    expect((await paymentOf(job.id)).status).toBe('pending');
  });

  it('a replayed event is applied once: one funding, one held transfer', async () => {
    const job = await orderedJob();
    const { payment, webhook } = rzp.pay(job.checkout.orderId);
    const answers = [await deliver(webhook), await deliver(webhook), await deliver(webhook)];
    expect(answers.map((a) => a.data.outcomes)).toEqual([['applied'], ['duplicate'], ['duplicate']]);
    expect(await eventsOf(job.checkout.orderId)).toEqual([{ event_id: `payment.captured:${payment.id}`, outcome: 'applied' }]);
    expect([...rzp.transfers.values()].filter((t) => t.source === payment.id)).toHaveLength(1);
    expect((await ledgerOf((await paymentOf(job.id)).id)).balances).toMatchObject({ brand_funding: -894_400, escrow: 894_400 });
  });

  it('a capture whose amount disagrees with the order is refused (422), logged, and nothing is stored', async () => {
    const job = await orderedJob();
    const warnings: string[] = [];
    setLogDestinationForTests({ write: (line: string) => void warnings.push(line) }, 'warn');
    const { webhook } = rzp.pay(job.checkout.orderId, 100);
    const refused = await deliver(webhook);
    expect(refused.status).toBe(422);
    expect(refused.data.message).toBe('The amount does not match the order');
    expect(warnings.some((l) => l.includes('amount disagrees with the order') && l.includes('"amountPaise":100'))).toBe(true);
    expect(await eventsOf(job.checkout.orderId)).toEqual([]);
    expect((await paymentOf(job.id)).status).toBe('pending');
    expect(
      rzp
        .callsTo('POST', /\/transfers$/)
        .filter((c) => (c.body as { transfers?: { notes?: { order_id?: string } }[] })?.transfers?.[0]?.notes?.order_id === job.checkout.orderId),
    ).toEqual([]);
  });

  it('a failed payment leaves the job unfunded; events it does not know, or about no order of ours, change nothing', async () => {
    const job = await orderedJob();
    const order = rzp.orders.get(job.checkout.orderId)!;
    const failed = rzp.webhook('payment.failed', {
      payment: { id: 'pay_failed0001', entity: 'payment', order_id: order.id, amount: order.amount, currency: 'INR', status: 'failed' },
    });
    expect((await deliver(failed)).data).toEqual({ received: 1, outcomes: ['applied'] });
    expect((await paymentOf(job.id)).status).toBe('unfunded');
    const stranger = rzp.webhook('payment.captured', {
      payment: { id: 'pay_stranger001', entity: 'payment', order_id: 'order_notours01', amount: 100, currency: 'INR' },
    });
    expect((await deliver(stranger)).data).toEqual({ received: 1, outcomes: ['unknown order'] });
    const unknown = rzp.webhook('order.paid', { order: { id: order.id, amount: order.amount, currency: 'INR' } });
    expect((await deliver(unknown)).status).toBe(400);
  });
});

describe('Razorpay: retries', () => {
  it('a capture delivered again after its first try failed past the transfer holds no second transfer', async () => {
    const job = await orderedJob();
    const { payment, webhook } = rzp.pay(job.checkout.orderId);
    await deliver(webhook);
    const funded = await paymentOf(job.id);
    // As if the first delivery had rolled back after Razorpay made the transfer: the hold runs again.
    await (
      await getDb()
    ).transaction((tx) =>
      razorpayProvider.hold!(tx, {
        paymentId: funded.id,
        orderId: funded.orderId!,
        providerPaymentId: payment.id,
        creatorId: funded.creatorId,
        amountPaise: 800_000,
      }),
    );
    expect([...rzp.transfers.values()].filter((t) => t.source === payment.id)).toHaveLength(1);
  });
});
