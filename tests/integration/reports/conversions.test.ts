import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST as CONVERSION } from '@/app/api/track/conversion/route';
import { POST as ROTATE } from '@/app/api/campaign/[id]/conversion-key/route';
import { rotateConversionKeyAction } from '@/lib/reports/actions';
import { campaignReport } from '@/lib/reports/service';
import { todayInIndia } from '@/lib/campaigns/deadline';
import { getDb } from '@/lib/db';
import { resetAllRateLimits } from '@/lib/rate-limit';
import { campaigns, collaborationDailyStats, conversions, type Campaign, type ParticipationRequest } from '@/models';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { resetEnvForTests } from '@/lib/env';
import { call } from '../../helpers/http';
import { callAction, sessionCookies } from '../../helpers/actions';
import { createBrand, createCampaign, createCreator, createRequest } from '../../helpers/factories';
import { seedClick } from './support';
import { visit } from '../tracking/support';
import { pendingClicks } from '@/lib/tracking/clicks';

type Brand = Awaited<ReturnType<typeof createBrand>>;
let owner: Brand;
let otherBrand: Brand;
let campaign: Campaign;
let other: Campaign;
let job: ParticipationRequest;
let key: string;

async function rotate(id: string, token: string) {
  return call(ROTATE, { method: 'POST', url: `/api/campaign/${id}/conversion-key`, params: { id }, token });
}
const report = (body: unknown, k: string | null = key, headers: Record<string, string> = {}) =>
  call(CONVERSION, {
    method: 'POST',
    url: '/api/track/conversion',
    json: body,
    headers: { ...(k === null ? {} : { authorization: `Bearer ${k}` }), ...headers },
  });
const storedFor = async (campaignId: string) => (await getDb()).select().from(conversions).where(eq(conversions.campaignId, campaignId));
const statsOf = async (collaborationId: string) =>
  (await getDb()).select().from(collaborationDailyStats).where(eq(collaborationDailyStats.collaborationId, collaborationId));

beforeEach(async () => {
  resetAllRateLimits();
  owner = await createBrand();
  otherBrand = await createBrand();
  const creator = await createCreator({ name: 'Asha Rao' });
  campaign = await createCampaign(owner.brand.id, { feePaise: 100_000, destinationUrl: 'https://shop.example.com' });
  other = await createCampaign(owner.brand.id);
  job = await createRequest(campaign.id, creator.creator.id, 'approved');
  const { status, data } = await rotate(campaign.id, owner.accessToken);
  expect(status).toBe(201);
  key = data.key as string;
});

describe('POST /api/campaign/{id}/conversion-key', () => {
  it('answers a new key once, stores only its SHA-256 and a hint, and the old key stops working at once', async () => {
    expect(key).toMatch(/^cmk_[A-Za-z0-9_-]{32}$/);
    const [row] = await (await getDb()).select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row.conversionKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.conversionKeyHash).not.toContain(key);
    expect(row.conversionKeyHint).toBe(key.slice(-4));
    expect((await report({ code: job.linkCode, orderId: 'A-1', amount: 10 })).status).toBe(201);

    const again = await rotate(campaign.id, owner.accessToken);
    expect(again.data.key).not.toBe(key);
    expect(again.data.conversionKey).toMatchObject({ hint: (again.data.key as string).slice(-4) });
    const old = await report({ code: job.linkCode, orderId: 'A-2', amount: 10 });
    expect(old.status).toBe(401);
    expect(old.data.message).toBe('Invalid conversion key (it may have been replaced by a newer one)');
    expect((await report({ code: job.linkCode, orderId: 'A-2', amount: 10 }, again.data.key as string)).status).toBe(201);
    const r = await campaignReport({ role: 'brand', id: owner.brand.id }, campaign.id);
    expect(r.conversionKey).toEqual({ hint: (again.data.key as string).slice(-4), createdAt: expect.any(String) });
  });

  it('is the owner’s only: another brand and unknown ids get 404, a creator or anonymous 401', async () => {
    const before = (await (await getDb()).select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0].conversionKeyHash;
    for (const [id, token] of [
      [campaign.id, otherBrand.accessToken],
      ['3f1c2a9e-0000-4000-8000-000000000000', owner.accessToken],
      ['x', owner.accessToken],
    ]) {
      const { status, data } = await rotate(id, token);
      expect(status).toBe(404);
      expect(data.message).toBe('Campaign not found');
    }
    const creator = await createCreator();
    expect((await rotate(campaign.id, creator.accessToken)).status).toBe(401);
    expect((await call(ROTATE, { method: 'POST', params: { id: campaign.id } })).status).toBe(401);
    const after = (await (await getDb()).select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0].conversionKeyHash;
    expect(after).toBe(before);
  });

  it('rotateConversionKeyAction does the same for the owner and refuses anyone else', async () => {
    const done = await callAction(rotateConversionKeyAction, { campaignId: campaign.id }, { cookies: sessionCookies('brand', owner) });
    expect(done.status).toBe(200);
    expect((done.data as { key: string }).key).toMatch(/^cmk_/);
    expect((await report({ code: job.linkCode, orderId: 'B-1', amount: 1 })).status).toBe(401);
    const stranger = await callAction(rotateConversionKeyAction, { campaignId: campaign.id }, { cookies: sessionCookies('brand', otherBrand) });
    expect(stranger).toMatchObject({ status: 404, message: 'Campaign not found' });
    const anon = await callAction(rotateConversionKeyAction, { campaignId: campaign.id });
    expect(anon.status).toBe(401);
  });
});

describe('POST /api/track/conversion', () => {
  it('records a sale by link code in paise and counts it once on today’s rollup', async () => {
    const { status, data } = await report({ code: job.linkCode, orderId: 'ORD-1001', amount: 1499.99, currency: 'inr' });
    expect(status).toBe(201);
    expect(data.conversion).toMatchObject({
      campaignId: campaign.id,
      collaborationId: job.id,
      orderId: 'ORD-1001',
      amount: 1499.99,
      currency: 'INR',
      source: 'link',
      clickId: null,
      day: todayInIndia(),
    });
    const [row] = await storedFor(campaign.id);
    expect(row.amountMinor).toBe(149_999);
    expect(await statsOf(job.id)).toMatchObject([{ day: todayInIndia(), conversions: 1, revenueMinor: 149_999, clicks: 0 }]);
    const r = await campaignReport({ role: 'brand', id: owner.brand.id }, campaign.id);
    expect(r.totals).toMatchObject({ conversions: 1, revenue: 1499.99, cost: 1000 });
    expect(r.creators[0]).toMatchObject({ conversions: 1, revenue: 1499.99 });
  });

  it('is idempotent by orderId: a repeat answers 200 with the stored sale and counts nothing again', async () => {
    expect((await report({ code: job.linkCode, orderId: 'ORD-7', amount: 100 })).status).toBe(201);
    const repeat = await report({ promoCode: job.promoCode, orderId: 'ORD-7', amount: 999 });
    expect(repeat.status).toBe(200);
    expect(repeat.data.conversion).toMatchObject({ orderId: 'ORD-7', amount: 100, source: 'link' });
    expect(await storedFor(campaign.id)).toHaveLength(1);
    expect(await statsOf(job.id)).toMatchObject([{ conversions: 1, revenueMinor: 10_000 }]);
    // The same order id on another campaign is another sale.
    const otherJob = await createRequest(other.id, (await createCreator()).creator.id, 'approved');
    const otherKey = (await rotate(other.id, owner.accessToken)).data.key as string;
    expect((await report({ code: otherJob.linkCode, orderId: 'ORD-7', amount: 5 }, otherKey)).status).toBe(201);
  });

  it('counts concurrent repeats of one order once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => report({ code: job.linkCode, orderId: 'RACE-1', amount: 250.5 })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((a) => (a.data.conversion as { _id: string })._id));
    expect(ids.size).toBe(1);
    expect(await storedFor(campaign.id)).toHaveLength(1);
    expect(await statsOf(job.id)).toMatchObject([{ conversions: 1, revenueMinor: 25_050 }]);
  });

  it('attributes by promo code, whatever its case', async () => {
    const { status, data } = await report({ promoCode: job.promoCode!.toLowerCase(), orderId: 'P-1', amount: 0 });
    expect(status).toBe(201);
    expect(data.conversion).toMatchObject({ collaborationId: job.id, source: 'promo', amount: 0 });
  });

  it('attributes by click within 30 days; an older click is refused 422, another campaign’s 404', async () => {
    const fresh = await seedClick(job, new Date(Date.now() - 29 * 86_400_000));
    const ok = await report({ clickId: fresh, orderId: 'C-1', amount: 42.5 });
    expect(ok.status).toBe(201);
    expect(ok.data.conversion).toMatchObject({ collaborationId: job.id, source: 'click', clickId: fresh });

    const stale = await seedClick(job, new Date(Date.now() - 31 * 86_400_000));
    const late = await report({ clickId: stale, orderId: 'C-2', amount: 10 });
    expect(late.status).toBe(422);
    expect(late.data.message).toBe('The click is older than 30 days: outside the attribution window');

    const otherJob = await createRequest(other.id, (await createCreator()).creator.id, 'approved');
    const elsewhere = await seedClick(otherJob);
    const wrong = await report({ clickId: elsewhere, orderId: 'C-3', amount: 10 });
    expect(wrong.status).toBe(404);
    expect(wrong.data.message).toBe('Unknown click for this campaign');
    expect(await storedFor(campaign.id)).toHaveLength(1);
  });

  it('finds a click answered a moment ago, still in the click buffer, by the cm_click the redirect gave', async () => {
    const res = await visit(job.linkCode);
    expect(res.status).toBe(302);
    const clickId = new URL(res.headers.get('location')!).searchParams.get('cm_click');
    expect(clickId).toMatch(/^[0-9a-f-]{36}$/);
    expect(pendingClicks()).toBe(1);
    const { status, data } = await report({ clickId, orderId: 'FRESH-1', amount: 75 });
    expect(status).toBe(201);
    expect(data.conversion).toMatchObject({ collaborationId: job.id, source: 'click', clickId });
    const r = await campaignReport({ role: 'brand', id: owner.brand.id }, campaign.id);
    expect(r.totals).toMatchObject({ clicks: 1, uniqueVisitors: 1, conversions: 1, revenue: 75, conversionRate: 1 });
  });

  it('does not find another campaign’s link or promo code, nor an unknown one', async () => {
    const otherJob = await createRequest(other.id, (await createCreator()).creator.id, 'approved');
    for (const [body, message] of [
      [{ code: otherJob.linkCode, orderId: 'W-1', amount: 1 }, 'Unknown tracked link code for this campaign'],
      [{ promoCode: otherJob.promoCode, orderId: 'W-2', amount: 1 }, 'Unknown promo code for this campaign'],
      [{ code: 'zzzzzzzzzz', orderId: 'W-3', amount: 1 }, 'Unknown tracked link code for this campaign'],
    ] as const) {
      const { status, data } = await report(body);
      expect(status).toBe(404);
      expect(data.message).toBe(message);
    }
    expect(await storedFor(campaign.id)).toHaveLength(0);
  });

  it('refuses a sale for a cancelled, declined or requested collaboration with 422, and stores nothing', async () => {
    const make = async (status: 'approved' | 'declined' | 'pending', stage: ParticipationRequest['stage']) =>
      createRequest(campaign.id, (await createCreator()).creator.id, status, { stage });
    const cases = [
      [await make('approved', 'cancelled'), 'This collaboration was cancelled: its sales no longer count'],
      [await make('declined', 'declined'), 'This collaboration was declined: its sales do not count'],
      [await make('pending', 'requested'), 'This collaboration has not started (the request is not approved): its sales do not count'],
    ] as const;
    for (const [c, message] of cases) {
      const { status, data } = await report({ code: c.linkCode, orderId: `X-${c.id}`, amount: 10 });
      expect(status).toBe(422);
      expect(data.message).toBe(message);
      expect(await statsOf(c.id)).toHaveLength(0);
    }
    // A completed one still counts.
    const done = await make('approved', 'completed');
    expect((await report({ code: done.linkCode, orderId: 'DONE-1', amount: 10 })).status).toBe(201);
    expect(await storedFor(campaign.id)).toHaveLength(1);
  });

  it.each([
    [null, 'Send the campaign’s conversion key: Authorization: Bearer <key>'],
    ['cmk_wrongwrongwrongwrongwrongwrongwron', 'Invalid conversion key (it may have been replaced by a newer one)'],
    ['not-a-key', 'Invalid conversion key (it may have been replaced by a newer one)'],
  ])('answers 401 for key %s and stores nothing', async (k, message) => {
    const { status, data } = await report({ code: job.linkCode, orderId: 'K-1', amount: 1 }, k);
    expect(status).toBe(401);
    expect(data.message).toBe(message);
    expect(await storedFor(campaign.id)).toHaveLength(0);
  });

  it('answers 401 to a session token in place of the key', async () => {
    const { status } = await report({ code: job.linkCode, orderId: 'K-2', amount: 1 }, owner.accessToken);
    expect(status).toBe(401);
  });

  it.each([
    [{ orderId: 'V-1', amount: 1 }, 'Send exactly one of code, clickId or promoCode'],
    [{ code: 'abc', promoCode: 'X', orderId: 'V-1', amount: 1 }, 'Send exactly one of code, clickId or promoCode'],
    [{ code: 'abc', amount: 1 }, 'orderId is required (text)'],
    [{ code: 'abc', orderId: '', amount: 1 }, 'orderId is required'],
    [{ code: 'abc', orderId: 'x'.repeat(201), amount: 1 }, 'orderId is at most 200 characters'],
    [{ code: 'abc', orderId: 'V-1', amount: '10' }, 'amount must be a number (rupees)'],
    [{ code: 'abc', orderId: 'V-1' }, 'amount must be a number (rupees)'],
    [{ code: 'abc', orderId: 'V-1', amount: -1 }, 'amount cannot be negative'],
    [{ code: 'abc', orderId: 'V-1', amount: 10.001 }, 'amount has at most 2 decimals (paise)'],
    [{ code: 'abc', orderId: 'V-1', amount: 1e12 }, 'amount is at most 10000000 rupees'],
    [{ clickId: 'nope', orderId: 'V-1', amount: 1 }, 'clickId is not a click id'],
    [{ code: 7, orderId: 'V-1', amount: 1 }, 'code must be text'],
  ])('refuses %j with 400', async (body, message) => {
    const { status, data } = await report(body);
    expect(status).toBe(400);
    expect(data.message).toContain(message);
    expect(await storedFor(campaign.id)).toHaveLength(0);
  });

  it('refuses a currency other than INR with 422', async () => {
    const { status, data } = await report({ code: job.linkCode, orderId: 'USD-1', amount: 10, currency: 'USD' });
    expect(status).toBe(422);
    expect(data.message).toBe('Only INR is supported');
  });

  it('refuses malformed JSON, another content type and an oversize body without a 500', async () => {
    const raw = (body: string, type: string) =>
      call(CONVERSION, { method: 'POST', raw: body, headers: { authorization: `Bearer ${key}`, 'content-type': type } });
    expect((await raw('{"code":', 'application/json')).status).toBe(400);
    expect((await raw('code=abc', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await raw(JSON.stringify({ code: job.linkCode, orderId: 'x'.repeat(5000), amount: 1 }), 'application/json')).status).toBe(413);
    expect(await storedFor(campaign.id)).toHaveLength(0);
  });

  it('limits one key to 50 reports a second (429 with Retry-After)', async () => {
    // The clock stands still, so all 52 fall in one second however slow the machine is.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const answers = [];
    try {
      for (let i = 0; i < 52; i++) answers.push(await report({ code: 'zzzzzzzzzz', orderId: `R-${i}`, amount: 1 }));
    } finally {
      vi.useRealTimers();
    }
    expect(answers.slice(0, 50).every((a) => a.status === 404)).toBe(true);
    const limited = answers.at(-1)!;
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
  });
});

describe('CORS', () => {
  it('never allows a browser origin to report sales, even one allowed for the rest of the API', () => {
    process.env.API_CORS_ORIGINS = 'https://app.example.com';
    resetEnvForTests();
    try {
      const preflight = (path: string) =>
        proxy(
          new NextRequest(new URL(path, 'http://localhost:3000'), {
            method: 'OPTIONS',
            headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
          }),
        );
      expect(preflight('/api/campaign').headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      const track = preflight('/api/track/conversion');
      expect(track.status).toBe(204);
      expect(track.headers.get('access-control-allow-origin')).toBeNull();
      const post = proxy(
        new NextRequest(new URL('/api/track/conversion', 'http://localhost:3000'), { method: 'POST', headers: { origin: 'https://app.example.com' } }),
      );
      expect(post.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      delete process.env.API_CORS_ORIGINS;
      resetEnvForTests();
    }
  });
});
