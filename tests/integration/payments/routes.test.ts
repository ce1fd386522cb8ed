import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { GET as getPaymentRoute, POST as checkoutRoute } from '@/app/api/collaborations/[id]/payment/route';
import { POST as disputeRoute } from '@/app/api/collaborations/[id]/dispute/route';
import { POST as webhookRoute } from '@/app/api/payments/webhooks/[provider]/route';
import { POST as captureRoute } from '@/app/api/payments/local/[orderId]/capture/route';
import { POST as submitRoute } from '@/app/api/collaborations/[id]/submissions/route';
import { localWebhook, signLocal } from '@/lib/payments/local';
import { call } from '../../helpers/http';
import { paidJob, paymentOf } from './support';

const draft = () => {
  const form = new FormData();
  form.set('caption', 'v1');
  form.set('draftUrl', 'https://drive.example.com/v1');
  return form;
};

describe('payment routes', () => {
  it('fund through the API: checkout 201, submit refused 409 until captured, then dispute 201', async () => {
    const job = await paidJob('active');
    const brand = job.brand.accessToken;
    const creator = job.creator.accessToken;
    const got = await call(getPaymentRoute, { token: creator, params: { id: job.id } });
    expect(got.status).toBe(200);
    expect(got.data.payment).toMatchObject({ status: 'unfunded', totalPaise: 894_400 });
    const refused = await call(submitRoute, { token: creator, params: { id: job.id }, form: draft() });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ code: 'conflict', message: 'The brand has not funded this job yet: you can submit content once it is funded.' });
    const checkout = await call(checkoutRoute, { method: 'POST', token: brand, params: { id: job.id } });
    expect(checkout.status).toBe(201);
    const orderId = (checkout.data.checkout as { orderId: string }).orderId;
    expect(checkout.data.checkout).toMatchObject({ provider: 'local', amountPaise: 894_400, currency: 'INR', url: `/pay/${orderId}` });
    expect((await call(captureRoute, { method: 'POST', token: brand, params: { orderId } })).status).toBe(200);
    expect((await call(checkoutRoute, { method: 'POST', token: brand, params: { id: job.id } })).status).toBe(409);
    expect((await call(submitRoute, { token: creator, params: { id: job.id }, form: draft() })).status).toBe(201);
    const dispute = await call(disputeRoute, { token: creator, params: { id: job.id }, json: { reason: 'Brand asks for more than agreed' } });
    expect(dispute.status).toBe(201);
    expect(dispute.data.payment).toMatchObject({ status: 'disputed', dispute: { by: 'creator', reason: 'Brand asks for more than agreed' } });
    expect((await call(disputeRoute, { token: brand, params: { id: job.id }, json: { reason: 'again' } })).status).toBe(409);
  });

  it('the webhook checks the signature over the raw bytes: 401 and nothing stored when forged; applied once when signed', async () => {
    const job = await paidJob('active');
    const checkout = await call(checkoutRoute, { method: 'POST', token: job.brand.accessToken, params: { id: job.id } });
    const orderId = (checkout.data.checkout as { orderId: string }).orderId;
    const { rawBody, headers } = localWebhook({ orderId, type: 'payment.captured', amountPaise: 894_400, eventId: `evt_${orderId}` });
    const sig = headers.get('x-collabmarket-signature')!;
    // The same event re-serialised (a space added) no longer matches its signature.
    const forged = await call(webhookRoute, {
      params: { provider: 'local' },
      raw: rawBody.replace('{', '{ '),
      headers: { 'content-type': 'application/json', 'x-collabmarket-signature': sig },
    });
    expect(forged.status).toBe(401);
    expect(forged.data.code).toBe('unauthenticated');
    const unsigned = await call(webhookRoute, { params: { provider: 'local' }, raw: rawBody, headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(401);
    const { rows } = await (await getDb()).execute(sql`select count(*)::int as n from payment_events where order_id = ${orderId}`);
    expect(rows[0]).toMatchObject({ n: 0 });
    expect((await paymentOf(job.id)).status).toBe('pending');
    const ok = await call(webhookRoute, {
      params: { provider: 'local' },
      raw: rawBody,
      headers: { 'content-type': 'application/json', 'x-collabmarket-signature': sig },
    });
    expect(ok.status).toBe(200);
    expect(ok.data).toEqual({ received: 1, outcomes: ['applied'] });
    const again = await call(webhookRoute, {
      params: { provider: 'local' },
      raw: rawBody,
      headers: { 'content-type': 'application/json', 'x-collabmarket-signature': sig },
    });
    expect(again.data).toEqual({ received: 1, outcomes: ['duplicate'] });
    expect((await call(webhookRoute, { params: { provider: 'stripe' }, raw: rawBody, headers: { 'x-collabmarket-signature': sig } })).status).toBe(404);
  });

  it('a signed event whose ids hold a NUL (which PostgreSQL cannot store) is 400 with a message, and nothing is stored', async () => {
    const count = async () => (await (await getDb()).execute(sql`select count(*)::int as n from payment_events`)).rows[0];
    const before = await count();
    for (const field of ['id', 'order_id', 'payment_id'] as const) {
      const event = { id: 'evt_nul', event: 'payment.captured', payload: { order_id: 'order_local_x', payment_id: 'pay_x', amount: 894_400, currency: 'INR' } };
      if (field === 'id') event.id = 'evt_\u0000';
      else event.payload[field] = 'x\u0000';
      const raw = JSON.stringify(event);
      const res = await call(webhookRoute, {
        params: { provider: 'local' },
        raw,
        headers: { 'content-type': 'application/json', 'x-collabmarket-signature': signLocal(raw) },
      });
      expect(res.status, field).toBe(400);
      expect(res.data.message).toBe('The webhook carries no event we know');
    }
    expect(await count()).toEqual(before);
  });
});
