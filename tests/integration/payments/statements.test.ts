import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { getPayment, payPayable, receiveWebhook, startCheckout, localCheckout } from '@/lib/payments/service';
import { localWebhook } from '@/lib/payments/local';
import { financialYearOf } from '@/lib/payments/invoices/series';
import { savePayoutMethod } from '@/lib/payout-method/service';
import { cancelCollaboration, completeCollaboration } from '@/lib/collaborations/service';
import { GET as invoiceRoute } from '@/app/api/payments/[id]/invoice/route';
import { GET as brandPaymentsRoute } from '@/app/api/brand/payments/route';
import { GET as creatorPayoutsRoute } from '@/app/api/creator/payouts/route';
import { invoiceCounters, invoices } from '@/models';
import { call } from '../../helpers/http';
import { createBrand } from '../../helpers/factories';
import { pdfTextLines } from './pdf-text';
import { fundedJob, ledgerOf, paidJob, paymentOf } from './support';

// Tax invoices and money statements (issue 34): one invoice per funding, numbered without gaps;
// its PDF for the paying brand only; the brand's payments and the creator's payouts as JSON and
// CSV; money released to a creator without a payout method waits as payable until they save one.
// Runs on PGlite and, with DATABASE_URL, on PostgreSQL.

/** The invoice route's answer with its bytes (the JSON helper reads text). */
async function fetchInvoice(paymentId: string, token?: string) {
  const res = await invoiceRoute(
    new Request(`http://localhost:3000/api/payments/${paymentId}/invoice`, { headers: token ? { authorization: `Bearer ${token}` } : {} }) as never,
    { params: Promise.resolve({ id: paymentId }) as never },
  );
  return { status: res.status, type: res.headers.get('content-type'), res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Every invoice of the year is numbered 1..n, in step with the counter: no gaps, no repeats. */
async function expectGaplessSeries() {
  const db = await getDb();
  const year = financialYearOf(new Date());
  const rows = await db.select({ sequence: invoices.sequence, number: invoices.number }).from(invoices).where(eq(invoices.financialYear, year));
  const sequences = rows.map((r) => r.sequence).sort((a, b) => a - b);
  expect(sequences).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
  const [counter] = await db.select().from(invoiceCounters).where(eq(invoiceCounters.financialYear, year));
  expect(counter?.lastNumber ?? 0).toBe(rows.length);
  for (const r of rows) expect(r.number).toBe(`CM/${year.slice(2)}/${String(r.sequence).padStart(6, '0')}`);
  return rows.length;
}

describe('tax invoice of a funding', () => {
  it('is recorded once with the capture, even when the webhook comes twice or a second capture follows', async () => {
    const job = await paidJob('active');
    expect((await getPayment(job.brandActor, job.id)).payment).toMatchObject({ status: 'unfunded', invoiceId: null });
    const { checkout } = await startCheckout(job.brandActor, job.id);
    const first = localWebhook({ orderId: checkout.orderId, type: 'payment.captured', amountPaise: 894_400, eventId: `evt_a_${checkout.orderId}` });
    const again = localWebhook({ orderId: checkout.orderId, type: 'payment.captured', amountPaise: 894_400, eventId: `evt_b_${checkout.orderId}` });
    const outcomes = await Promise.all([
      receiveWebhook('local', first.rawBody, first.headers),
      receiveWebhook('local', first.rawBody, first.headers),
      receiveWebhook('local', again.rawBody, again.headers),
    ]);
    expect(outcomes.flatMap((o) => o.outcomes).sort()).toEqual(['applied', 'duplicate', 'ignored']);
    const p = await paymentOf(job.id);
    const rows = await (await getDb()).select().from(invoices).where(eq(invoices.paymentId, p.id));
    expect(rows).toHaveLength(1);
    expect(p.invoiceId).toBe(rows[0]!.id);
    expect((await getPayment(job.creatorActor, job.id)).payment!.invoiceId).toBe(rows[0]!.id);
    // Maharashtra's brand, our Karnataka GSTIN: IGST on the platform fee, the payment's own figures.
    expect(rows[0]).toMatchObject({
      brandId: job.brand.brand.id,
      buyerName: job.brand.brand.brandName,
      buyerGstin: '27AAPFU0939F1ZV',
      sellerGstin: env().PLATFORM_GSTIN,
      supply: env().PLATFORM_GSTIN.startsWith('27') ? 'intra' : 'inter',
      feePaise: 800_000,
      platformFeePaise: 80_000,
      gstPaise: 14_400,
      totalPaise: 94_400,
    });
    await expectGaplessSeries();
  });

  it('numbers concurrent fundings consecutively, without gaps', async () => {
    const before = await expectGaplessSeries();
    const jobs = await Promise.all(Array.from({ length: 6 }, () => paidJob('active')));
    const checkouts = await Promise.all(jobs.map((j) => startCheckout(j.brandActor, j.id)));
    await Promise.all(jobs.map((j, i) => localCheckout(j.brandActor, checkouts[i]!.checkout.orderId, 'capture')));
    expect(await expectGaplessSeries()).toBe(before + 6);
  });

  it('answers the PDF to the brand that paid only, with the invoice’s figures', async () => {
    const job = await fundedJob('active');
    const [invoice] = await (await getDb()).select().from(invoices).where(eq(invoices.paymentId, job.paymentId));
    const got = await fetchInvoice(job.paymentId, job.brand.accessToken);
    expect(got.status).toBe(200);
    expect(got.type).toBe('application/pdf');
    expect(got.res.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${invoice!.number.replace(/\//g, '-')}.pdf"`);
    expect(got.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfTextLines(got.bytes);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(invoice!.number);
    expect(text).toContain(job.brand.brand.brandName);
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('998365');
    expect(text).toContain('Rs. 800.00'); // the platform fee (the creator's ₹8,000 is not on it)
    expect(text).toContain('Rs. 144.00');
    expect(text).toContain('Rs. 944.00');
    expect(text).not.toContain('Rs. 8,000.00');

    const other = await createBrand();
    expect((await fetchInvoice(job.paymentId, other.accessToken)).status).toBe(404);
    expect((await fetchInvoice(job.paymentId, job.creator.accessToken)).status).toBe(401);
    expect((await fetchInvoice(job.paymentId)).status).toBe(401);
    expect((await fetchInvoice('00000000-0000-4000-8000-000000000000', job.brand.accessToken)).status).toBe(404);
    expect((await fetchInvoice('not-an-id', job.brand.accessToken)).status).toBe(404);
    // Not funded yet: no invoice.
    const unfunded = await paidJob('active');
    await getPayment(unfunded.brandActor, unfunded.id);
    const nothing = await call(invoiceRoute, { token: unfunded.brand.accessToken, params: { id: (await paymentOf(unfunded.id)).id } });
    expect(nothing.status).toBe(404);
    expect(nothing.data).toMatchObject({ code: 'not_found', message: 'Invoice not found' });
  });
});

describe('the brand’s payments', () => {
  it('lists fundings with their invoices and refunds, as JSON and as escaped CSV', async () => {
    const tricky = '=HYPERLINK("x"), "launch"';
    const kept = await fundedJob('live', 800_000, { campaignName: tricky });
    const refunded = await fundedJob('active', 500_000);
    await cancelCollaboration(refunded.brandActor, refunded.id, 'Changed plans');
    // Each job here has a brand of its own: one brand's statement shows none of another's money.
    const json = await call(brandPaymentsRoute, { token: kept.brand.accessToken });
    expect(json.status).toBe(200);
    const [invoice] = await (await getDb()).select().from(invoices).where(eq(invoices.paymentId, kept.paymentId));
    expect(json.data).toEqual({
      entries: [
        {
          kind: 'funding',
          date: expect.any(String),
          paymentId: kept.paymentId,
          collaborationId: kept.id,
          campaignName: tricky,
          creatorName: 'Ravi Kumar',
          feePaise: 800_000,
          platformFeePaise: 80_000,
          gstPaise: 14_400,
          totalPaise: 894_400,
          status: 'funded',
          invoice: { _id: invoice!.id, number: invoice!.number },
        },
      ],
      totals: { fundedPaise: 894_400, refundedPaise: 0, netPaise: 894_400, platformFeePaise: 80_000, gstPaise: 14_400 },
    });

    const refundJson = await call(brandPaymentsRoute, { token: refunded.brand.accessToken });
    expect((refundJson.data.entries as { kind: string; totalPaise: number; status: string }[]).map((e) => [e.kind, e.totalPaise, e.status])).toEqual([
      ['refund', 559_000, 'refunded'],
      ['funding', 559_000, 'refunded'],
    ]);
    expect(refundJson.data.totals).toMatchObject({ fundedPaise: 559_000, refundedPaise: 559_000, netPaise: 0, platformFeePaise: 0, gstPaise: 0 });

    const csv = await call(brandPaymentsRoute, { token: kept.brand.accessToken, url: '/api/brand/payments?format=csv' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (csv.data.raw as string).split('\r\n');
    expect(lines[0]).toBe('Date (IST),Type,Campaign,Creator,Fee (INR),Platform fee (INR),GST (INR),Total (INR),Status,Invoice number');
    // The formula is defused with an apostrophe, then quoted for its comma and quotes (doubled).
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},Funding,"'=HYPERLINK\\(""x""\\), ""launch""",Ravi Kumar,8000\\.00,800\\.00,144\\.00,8944\\.00,Held,${invoice!.number}$`,
      ),
    );
    expect(lines.slice(2)).toEqual(['']);

    expect((await call(brandPaymentsRoute, { token: kept.brand.accessToken, url: '/api/brand/payments?format=xml' })).status).toBe(400);
    expect((await call(brandPaymentsRoute, { token: kept.creator.accessToken })).status).toBe(401);
    expect((await call(brandPaymentsRoute, {})).status).toBe(401);
  });
});

describe('payable: released money waits for a payout method', () => {
  it('is not paid out without one, and is paid out once when the creator saves one', async () => {
    const job = await fundedJob('live', 800_000, { payoutMethod: false });
    await completeCollaboration(job.brandActor, job.id);
    let p = await paymentOf(job.id);
    expect(p).toMatchObject({ status: 'released', creatorPaise: 800_000, paidOutAt: null });
    expect((await ledgerOf(p.id)).balances).toMatchObject({ escrow: 0, creator_payable: 800_000, creator_paid: 0 });

    const before = await call(creatorPayoutsRoute, { token: job.creator.accessToken });
    expect(before.status).toBe(200);
    expect(before.data).toMatchObject({
      hasPayoutMethod: false,
      totals: { heldPaise: 0, payablePaise: 800_000, paidOutPaise: 0 },
      payouts: [
        {
          paymentId: p.id,
          collaborationId: job.id,
          campaignName: 'Monsoon Picks',
          brandName: job.brand.brand.brandName,
          state: 'payable',
          amountPaise: 800_000,
          paidOutAt: null,
        },
      ],
    });

    // Saving a payout method enqueues the payout in the same transaction.
    await savePayoutMethod(job.creatorActor, { upiId: 'ravi@okaxis' });
    const db = await getDb();
    const { rows } = await db.execute(sql`select data from pgboss.job where name = 'payment-payout' and data->>'creatorId' = ${job.creatorActor.id}`);
    expect(rows).toHaveLength(1);
    // The queue's worker runs it; a second run (a retry, a second save) pays nothing twice.
    expect(await payPayable((rows[0] as { data: { creatorId: string } }).data)).toEqual({ paidOut: 1 });
    expect(await payPayable({ creatorId: job.creatorActor.id })).toEqual({ paidOut: 0 });
    p = await paymentOf(job.id);
    expect(p.status).toBe('paid_out');
    expect(p.paidOutAt).not.toBeNull();
    const ledger = await ledgerOf(p.id);
    expect(ledger.balances).toMatchObject({ creator_payable: 0, creator_paid: 800_000 });
    expect(ledger.entries.filter((e) => e.kind === 'payout')).toHaveLength(2);

    const after = await call(creatorPayoutsRoute, { token: job.creator.accessToken, url: '/api/creator/payouts?format=csv' });
    expect(after.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (after.data.raw as string).split('\r\n');
    expect(lines[0]).toBe('Funded (IST),Campaign,Brand,Status,Amount (INR),Released (IST),Paid out (IST)');
    expect(lines[1]).toMatch(new RegExp(`^[\\d :-]{16},Monsoon Picks,${job.brand.brand.brandName},Paid out,8000\\.00,[\\d :-]{16},[\\d :-]{16}$`));
    expect((await call(creatorPayoutsRoute, { token: job.creator.accessToken })).data).toMatchObject({
      hasPayoutMethod: true,
      totals: { heldPaise: 0, payablePaise: 0, paidOutPaise: 800_000 },
    });
    expect((await call(creatorPayoutsRoute, { token: job.brand.accessToken })).status).toBe(401);
  });

  it('counts money held for the creator apart, and a creator with a method is paid out on release at once', async () => {
    const held = await fundedJob('active');
    const got = await call(creatorPayoutsRoute, { token: held.creator.accessToken });
    expect(got.data).toMatchObject({ hasPayoutMethod: true, totals: { heldPaise: 800_000, payablePaise: 0, paidOutPaise: 0 }, payouts: [{ state: 'held' }] });
    const job = await fundedJob('live');
    await completeCollaboration(job.brandActor, job.id);
    expect(await paymentOf(job.id)).toMatchObject({ status: 'paid_out' });
  });
});
