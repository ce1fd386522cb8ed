import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { paymentFigures } from '@/lib/payments/money';
import { autoRelease, getPayment, localCheckout, openDispute, receiveWebhook, remindRelease, settleDispute, startCheckout } from '@/lib/payments/service';
import { localWebhook } from '@/lib/payments/local';
import { cancelCollaboration, completeCollaboration, goLive, submitContent } from '@/lib/collaborations/service';
import { NOT_FUNDED_FOR_SUBMIT } from '@/lib/payments/messages';
import { payments } from '@/models';
import { stageOf } from '../collaborations/support';
import { fundedJob, ledgerOf, paidJob, paymentOf } from './support';

const submit = (actor: { role: 'creator'; id: string }, id: string) =>
  submitContent(actor, id, { caption: 'v1', images: [], draftUrl: 'https://drive.example.com/v1' });

describe('payment figures', () => {
  it('adds 10% platform fee and 18% GST on it, half up once', () => {
    expect(paymentFigures(800_000, 10)).toEqual({ feePaise: 800_000, platformFeePaise: 80_000, gstPaise: 14_400, totalPaise: 894_400 });
    // 10% of ₹0.05 is half a paisa: up to 1; GST on 1 paisa is 0.18: down to 0.
    expect(paymentFigures(5, 10)).toEqual({ feePaise: 5, platformFeePaise: 1, gstPaise: 0, totalPaise: 6 });
    expect(paymentFigures(12_345, 12.5).platformFeePaise).toBe(1543);
  });
});

describe('funding a paid job', () => {
  it('shows the bill, takes the brand through the local checkout, and only then lets the creator submit', async () => {
    const job = await paidJob();
    const { payment } = await getPayment(job.creatorActor, job.id);
    expect(payment).toMatchObject({
      status: 'unfunded',
      feePaise: 800_000,
      platformFeePaise: 80_000,
      gstPaise: 14_400,
      totalPaise: 894_400,
      provider: 'local',
    });
    await expect(submit(job.creatorActor, job.id)).rejects.toMatchObject({ status: 409, message: NOT_FUNDED_FOR_SUBMIT });
    await expect(startCheckout(job.creatorActor, job.id)).rejects.toMatchObject({ status: 403 });
    const { checkout } = await startCheckout(job.brandActor, job.id);
    expect(checkout).toMatchObject({ provider: 'local', amountPaise: 894_400, currency: 'INR', url: `/pay/${checkout.orderId}` });
    // The same order again while unpaid.
    expect((await startCheckout(job.brandActor, job.id)).checkout.orderId).toBe(checkout.orderId);
    await expect(submit(job.creatorActor, job.id)).rejects.toMatchObject({ status: 409 });
    await localCheckout(job.brandActor, checkout.orderId, 'capture');
    expect(await paymentOf(job.id)).toMatchObject({ status: 'funded' });
    await expect(startCheckout(job.brandActor, job.id)).rejects.toMatchObject({ status: 409 });
    expect((await ledgerOf((await paymentOf(job.id)).id)).balances).toMatchObject({ brand_funding: -894_400, escrow: 894_400 });
    await submit(job.creatorActor, job.id);
    expect((await stageOf(job.id)).stage).toBe('submitted');
  });

  it('needs no funding for a job paid in product only', async () => {
    const job = await paidJob('active', null);
    expect((await getPayment(job.brandActor, job.id)).payment).toBeNull();
    await expect(startCheckout(job.brandActor, job.id)).rejects.toMatchObject({ status: 409 });
    await submit(job.creatorActor, job.id);
  });

  it('a declined payment leaves the job unfunded and the same order payable', async () => {
    const job = await paidJob();
    const { checkout } = await startCheckout(job.brandActor, job.id);
    await localCheckout(job.brandActor, checkout.orderId, 'fail');
    expect(await paymentOf(job.id)).toMatchObject({ status: 'unfunded' });
    expect((await startCheckout(job.brandActor, job.id)).checkout.orderId).toBe(checkout.orderId);
    await localCheckout(job.brandActor, checkout.orderId, 'capture');
    expect(await paymentOf(job.id)).toMatchObject({ status: 'funded' });
  });
});

describe('webhooks', () => {
  it('refuse a bad or missing signature (401) and store nothing', async () => {
    const job = await paidJob();
    const { checkout } = await startCheckout(job.brandActor, job.id);
    const { rawBody, headers } = localWebhook({ orderId: checkout.orderId, type: 'payment.captured', amountPaise: 894_400 });
    headers.set('x-collabmarket-signature', '0'.repeat(64));
    await expect(receiveWebhook('local', rawBody, headers)).rejects.toMatchObject({ status: 401 });
    headers.delete('x-collabmarket-signature');
    await expect(receiveWebhook('local', rawBody, headers)).rejects.toMatchObject({ status: 401 });
    expect(await paymentOf(job.id)).toMatchObject({ status: 'pending' });
    const { rows } = await (await getDb()).execute(sql`select count(*)::int as n from payment_events where order_id = ${checkout.orderId}`);
    expect(rows[0]).toMatchObject({ n: 0 });
  });

  it('apply each event once, refuse an amount that disagrees with the order, and tolerate order', async () => {
    const job = await paidJob();
    const { checkout } = await startCheckout(job.brandActor, job.id);
    const wrong = localWebhook({ orderId: checkout.orderId, type: 'payment.captured', amountPaise: 100 });
    await expect(receiveWebhook('local', wrong.rawBody, wrong.headers)).rejects.toMatchObject({ status: 422 });
    const capture = localWebhook({ orderId: checkout.orderId, type: 'payment.captured', amountPaise: 894_400 });
    const fail = localWebhook({ orderId: checkout.orderId, type: 'payment.failed', amountPaise: 894_400 });
    expect((await receiveWebhook('local', capture.rawBody, capture.headers)).outcomes).toEqual(['applied']);
    expect((await receiveWebhook('local', capture.rawBody, capture.headers)).outcomes).toEqual(['duplicate']);
    // A failure of an earlier try arriving late changes nothing.
    expect((await receiveWebhook('local', fail.rawBody, fail.headers)).outcomes).toEqual(['ignored']);
    const p = await paymentOf(job.id);
    expect(p.status).toBe('funded');
    expect((await ledgerOf(p.id)).entries).toHaveLength(2);
  });

  it('a capture for a job cancelled meanwhile is refunded at once', async () => {
    const job = await paidJob();
    const { checkout } = await startCheckout(job.brandActor, job.id);
    await cancelCollaboration(job.brandActor, job.id, 'Changed plans');
    const capture = localWebhook({ orderId: checkout.orderId, type: 'payment.captured', amountPaise: 894_400 });
    await receiveWebhook('local', capture.rawBody, capture.headers);
    const p = await paymentOf(job.id);
    expect(p.status).toBe('refunded');
    expect((await ledgerOf(p.id)).balances).toMatchObject({ escrow: 0, brand_refund: 894_400 });
  });
});

describe('release, refund, disputes', () => {
  it('completing releases the fee to the creator, paid out at once by the local provider', async () => {
    const job = await fundedJob('live');
    await completeCollaboration(job.brandActor, job.id);
    const p = await paymentOf(job.id);
    expect(p).toMatchObject({ status: 'paid_out', creatorPaise: 800_000 });
    expect((await ledgerOf(p.id)).balances).toEqual({
      brand_funding: -894_400,
      escrow: 0,
      creator_payable: 0,
      creator_paid: 800_000,
      platform_fee: 80_000,
      gst_payable: 14_400,
      brand_refund: 0,
    });
  });

  it('cancelling before live refunds the brand in full; after live it is refused (dispute instead)', async () => {
    const early = await fundedJob('approved');
    await cancelCollaboration(early.creatorActor, early.id, 'Cannot do it');
    expect(await paymentOf(early.id)).toMatchObject({ status: 'refunded' });
    const live = await fundedJob('live');
    await expect(cancelCollaboration(live.brandActor, live.id, 'No')).rejects.toMatchObject({ status: 409 });
    expect((await stageOf(live.id)).stage).toBe('live');
  });

  it('a dispute freezes the money until settled by a split', async () => {
    const job = await fundedJob('live');
    await expect(openDispute(job.brandActor, (await paidJob()).id, 'x')).rejects.toMatchObject({ status: 404 });
    await openDispute(job.creatorActor, job.id, 'The brand went silent');
    await expect(openDispute(job.brandActor, job.id, 'again')).rejects.toMatchObject({ status: 409 });
    await expect(completeCollaboration(job.brandActor, job.id)).rejects.toMatchObject({ status: 409 });
    await expect(settleDispute(job.paymentId, { kind: 'split', creatorPaise: 900_000 })).rejects.toMatchObject({ status: 400 });
    const settled = await settleDispute(job.id, { kind: 'split', creatorPaise: 500_000 });
    expect(settled).toMatchObject({ status: 'paid_out', creatorPaise: 500_000 });
    expect((await ledgerOf(job.paymentId)).balances).toMatchObject({ escrow: 0, creator_paid: 500_000, brand_refund: 300_000, platform_fee: 80_000 });
    await expect(settleDispute(job.id, { kind: 'refund' })).rejects.toMatchObject({ status: 409 });
  });

  it('nothing held: no dispute', async () => {
    const job = await paidJob();
    await expect(openDispute(job.brandActor, job.id, 'why')).rejects.toMatchObject({ status: 409 });
  });

  it('going live schedules the auto-release; it releases once due, not before, and not in dispute', async () => {
    const job = await fundedJob('approved');
    await goLive(job.creatorActor, job.id, { postUrls: [{ url: 'https://instagram.com/p/abc', deliverable: null }] });
    const p = await paymentOf(job.id);
    expect(p.autoReleaseAt!.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const { rows } = await (await getDb()).execute(sql`select name from pgboss.job where name like 'payment-%' and data->>'paymentId' = ${p.id} order by name`);
    expect(rows.map((r) => (r as { name: string }).name)).toEqual(['payment-auto-release', 'payment-release-reminder']);
    const data = { paymentId: p.id, at: p.autoReleaseAt!.toISOString() };
    expect(await autoRelease(data)).toBe('not due');
    expect(await remindRelease(data)).toBe('queued');
    await (
      await getDb()
    )
      .update(payments)
      .set({ autoReleaseAt: new Date(Date.now() - 1000) })
      .where(sql`id = ${p.id}`);
    expect(await autoRelease(data)).toBe('released');
    expect(await paymentOf(job.id)).toMatchObject({ status: 'paid_out' });
    expect(await autoRelease(data)).toBe('nothing held');
  });

  it('the ledger is append-only', async () => {
    const job = await fundedJob();
    await expect((await getDb()).execute(sql`update ledger_entries set amount_paise = 0 where payment_id = ${job.paymentId}`)).rejects.toThrow();
    await expect((await getDb()).execute(sql`delete from ledger_entries where payment_id = ${job.paymentId}`)).rejects.toThrow();
  });
});
