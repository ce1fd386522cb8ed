import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb, jobsDatabase } from '@/lib/db';
import { POST as orderRoute } from '@/app/api/creators/[id]/packages/[packageId]/order/route';
import { POST as acceptRoute } from '@/app/api/collaborations/[id]/accept-order/route';
import { GET as listRoute } from '@/app/api/collaborations/route';
import { POST as declineRoute } from '@/app/api/collaborations/[id]/decline-order/route';
import { createPackage, updatePackage } from '@/lib/packages/service';
import { acceptOrder, expireOrder } from '@/lib/packages/orders';
import { listBrandCampaigns } from '@/lib/campaigns/service';
import { localCheckout } from '@/lib/payments/service';
import { campaigns, notifications, packageOrders, participationRequests } from '@/models';
import { call } from '../../helpers/http';
import { createBrand, createCreator } from '../../helpers/factories';
import { ledgerOf, paymentOf } from '../payments/support';

// Ordering a package (issue 35): a collaboration with the creator, funded at once through the
// payment service; the creator accepts, or declines (refunded at once); unanswered for 3 days, the
// queue's job refuses and refunds it (the clock moved, as the job would run).

const DAY = 86_400_000;

async function setUp() {
  const creator = await createCreator();
  const brand = await createBrand();
  const creatorActor = { role: 'creator' as const, id: creator.creator.id };
  const brandActor = { role: 'brand' as const, id: brand.brand.id };
  const { package: pkg } = await createPackage(creatorActor, {
    title: '1 Instagram Reel',
    platform: 'Instagram',
    deliverables: [{ platform: 'Instagram', kind: 'reel', count: 1 }],
    priceInr: 6000,
    deliveryDays: 7,
    description: 'A reel',
  });
  return { creator, brand, creatorActor, brandActor, pkg };
}

async function order(
  s: Awaited<ReturnType<typeof setUp>>,
  body: Record<string, unknown> = { brief: 'Feature our new mango pickle', destinationUrl: 'https://pickles.example.com' },
) {
  return call(orderRoute, { token: s.brand.accessToken, params: { id: s.creator.creator.id, packageId: s.pkg._id }, json: body });
}

async function paidOrder() {
  const s = await setUp();
  const res = await order(s);
  expect(res.status).toBe(201);
  const id = (res.data.order as { collaborationId: string }).collaborationId;
  await localCheckout(s.brandActor, (res.data.checkout as { orderId: string }).orderId, 'capture');
  return { ...s, id };
}

const stageOf = async (id: string) => (await (await getDb()).select().from(participationRequests).where(eq(participationRequests.id, id)))[0]!;
const toldOf = async (role: 'brand' | 'creator', id: string) =>
  (await (await getDb()).select().from(notifications).where(eq(notifications.recipientId, id))).filter((n) => n.recipientRole === role).map((n) => n.message);
const orderOf = async (id: string) => (await (await getDb()).select().from(packageOrders).where(eq(packageOrders.collaborationId, id)))[0]!;

afterEach(() => {
  vi.useRealTimers();
});

describe('ordering a package', () => {
  it('makes a collaboration from the package’s terms and the brief, and a checkout to pay it at once', async () => {
    const s = await setUp();
    const res = await order(s, { brief: 'Feature our new mango pickle', destinationUrl: 'https://pickles.example.com', contentGuidelines: 'No competitors' });
    expect(res.status).toBe(201);
    const orderId = (res.data.checkout as { orderId: string }).orderId;
    expect(res.data).toMatchObject({
      message: 'Order placed: pay to send it to the creator',
      order: { title: '1 Instagram Reel', priceInr: 6000, deliveryDays: 7, status: 'pending', packageId: s.pkg._id },
      collaboration: { status: 'requested' },
      payment: { status: 'pending', feePaise: 600_000 },
      checkout: { provider: 'local', currency: 'INR', url: `/pay/${orderId}` },
    });
    const id = (res.data.order as { collaborationId: string }).collaborationId;
    const row = await stageOf(id);
    expect(row).toMatchObject({ creatorId: s.creator.creator.id, brandId: s.brand.brand.id, stage: 'requested' });
    const [brief] = await (await getDb()).select().from(campaigns).where(eq(campaigns.id, row.campaignId));
    expect(brief).toMatchObject({
      kind: 'order',
      status: 'closed',
      campaignName: '1 Instagram Reel',
      description: 'Feature our new mango pickle',
      destinationUrl: 'https://pickles.example.com',
      contentGuidelines: 'No competitors',
      feePaise: 600_000,
      deliverables: [{ platform: 'Instagram', kind: 'reel', count: 1 }],
    });
    // No campaign of the brand's: its campaign list does not show the order.
    expect((await listBrandCampaigns(s.brandActor)).map((c) => c._id)).not.toContain(row.campaignId);
    // The 3-day answer is watched by the queue.
    const { rows } = await (
      await jobsDatabase()
    ).jobs.executeSql(`select start_after as "at" from pgboss.job where name = 'package-order-expiry' and data->>'orderId' = $1`, [
      (res.data.order as { _id: string })._id,
    ]);
    expect(rows).toHaveLength(1);
    const at = new Date((rows[0] as { at: string }).at).getTime();
    expect(at).toBeGreaterThan(Date.now() + 2.9 * DAY);
    expect(at).toBeLessThan(Date.now() + 3.1 * DAY);
  });

  it('refuses a paused or unknown package, another creator’s package id, a missing brief, and non-brands', async () => {
    const s = await setUp();
    const other = await createCreator();
    expect((await call(orderRoute, { token: s.brand.accessToken, params: { id: other.creator.id, packageId: s.pkg._id }, json: { brief: 'x' } })).status).toBe(
      404,
    );
    expect((await order(s, {})).status).toBe(400);
    expect((await order(s, { brief: 'x', destinationUrl: 'http://insecure.example' })).status).toBe(400);
    expect(
      (await call(orderRoute, { token: s.creator.accessToken, params: { id: s.creator.creator.id, packageId: s.pkg._id }, json: { brief: 'x' } })).status,
    ).toBe(401);
    await updatePackage(s.creatorActor, s.pkg._id, { status: 'paused' });
    const paused = await order(s);
    expect(paused.status).toBe(404);
    expect(paused.data.message).toBe('Package not found');
    expect(await (await getDb()).select().from(packageOrders).where(eq(packageOrders.creatorId, s.creator.creator.id))).toHaveLength(0);
  });

  it('the creator accepts a paid order: an active job, content due in the package’s days; a paused package’s order goes on', async () => {
    const s = await setUp();
    const res = await order(s);
    const id = (res.data.order as { collaborationId: string }).collaborationId;
    const unpaid = await call(acceptRoute, { token: s.creator.accessToken, params: { id } });
    expect(unpaid.status).toBe(409);
    expect(unpaid.data.message).toBe('The brand has not paid for this order yet');
    expect(await toldOf('creator', s.creator.creator.id)).toEqual([]);
    await localCheckout(s.brandActor, (res.data.checkout as { orderId: string }).orderId, 'capture');
    expect((await paymentOf(id))!.status).toBe('funded');
    // Both sides' lists mark it as an order.
    for (const token of [s.creator.accessToken, s.brand.accessToken]) {
      const list = await call(listRoute, { token, url: '/api/collaborations' });
      expect(list.data.collaborations).toMatchObject([{ _id: id, status: 'requested', order: true }]);
    }
    // Paid, it reaches the creator.
    expect(await toldOf('creator', s.creator.creator.id)).toEqual([
      expect.stringMatching(/ ordered your package 1 Instagram Reel: accept or decline it within 3 days$/),
    ]);
    await updatePackage(s.creatorActor, s.pkg._id, { status: 'paused' });
    const stranger = await createCreator();
    expect((await call(acceptRoute, { token: stranger.accessToken, params: { id } })).status).toBe(404);
    const ok = await call(acceptRoute, { token: s.creator.accessToken, params: { id } });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ message: 'Order accepted', order: { status: 'accepted' } });
    const row = await stageOf(id);
    expect(row).toMatchObject({ stage: 'active', status: 'approved' });
    expect(await toldOf('brand', s.brand.brand.id)).toEqual(['Your order 1 Instagram Reel was accepted']);
    const [brief] = await (await getDb()).select().from(campaigns).where(eq(campaigns.id, row.campaignId));
    expect(brief!.contentDueBy).toBe(new Date(Date.now() + 7 * DAY + 5.5 * 3_600_000).toISOString().slice(0, 10));
    expect((await call(declineRoute, { token: s.creator.accessToken, params: { id }, json: {} })).status).toBe(409);
  });

  it('declining refunds the brand in full at once', async () => {
    const s = await paidOrder();
    const res = await call(declineRoute, { token: s.creator.accessToken, params: { id: s.id }, json: { reason: 'Fully booked this month' } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      message: 'Order declined: the brand is refunded in full',
      order: { status: 'declined', declineReason: 'Fully booked this month' },
    });
    expect(await stageOf(s.id)).toMatchObject({ stage: 'declined', status: 'declined' });
    expect(await toldOf('brand', s.brand.brand.id)).toEqual(['Your order 1 Instagram Reel was declined: you are refunded in full']);
    const p = (await paymentOf(s.id))!;
    expect(p.status).toBe('refunded');
    expect((await ledgerOf(p.id)).balances).toMatchObject({ escrow: 0, brand_refund: p.totalPaise });
    expect((await call(acceptRoute, { token: s.creator.accessToken, params: { id: s.id } })).status).toBe(409);
  });

  it('an order unanswered for 3 days is refused and refunded by the queue’s job; answered ones are left alone', async () => {
    const s = await paidOrder();
    const o = await orderOf(s.id);
    expect(await expireOrder({ orderId: o.id })).toBe('not due');
    expect((await paymentOf(s.id))!.status).toBe('funded');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * DAY + 60_000);
    expect(await expireOrder({ orderId: o.id })).toBe('expired');
    expect(await orderOf(s.id)).toMatchObject({ status: 'expired', declineReason: 'Not answered within 3 days' });
    expect(await stageOf(s.id)).toMatchObject({ stage: 'declined' });
    expect(await toldOf('brand', s.brand.brand.id)).toEqual(['Your order 1 Instagram Reel was not answered in time: you are refunded in full']);
    expect((await paymentOf(s.id))!.status).toBe('refunded');
    expect(await expireOrder({ orderId: o.id })).toBe('answered');
    await expect(acceptOrder(s.creatorActor, s.id)).rejects.toMatchObject({ message: 'This order has been answered already' });

    const answered = await paidOrder();
    await call(acceptRoute, { token: answered.creator.accessToken, params: { id: answered.id } });
    vi.setSystemTime(Date.now() + 3 * DAY + 60_000);
    expect(await expireOrder({ orderId: (await orderOf(answered.id)).id })).toBe('answered');
    expect((await paymentOf(answered.id))!.status).toBe('funded');
  });
});
