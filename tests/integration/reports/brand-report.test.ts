import { beforeEach, describe, expect, it } from 'vitest';
import { GET as BRAND_REPORT } from '@/app/api/brand/report/route';
import { brandReport } from '@/lib/reports/service';
import type { BrandReport } from '@/lib/reports/types';
import { call } from '../../helpers/http';
import { createBrand, createCampaign, createCreator, createRequest } from '../../helpers/factories';
import { seedStats } from './support';

type Brand = Awaited<ReturnType<typeof createBrand>>;
type Creator = Awaited<ReturnType<typeof createCreator>>;

let owner: Brand;
let otherBrand: Brand;
let asha: Creator;
let ids: { monsoon: string; winter: string; fresh: string };

const RANGE = { from: '2026-03-01', to: '2026-03-03' };
const RANGE_Q = 'from=2026-03-01&to=2026-03-03';

beforeEach(async () => {
  owner = await createBrand();
  otherBrand = await createBrand();
  asha = await createCreator({ name: 'Asha Rao' });
  const ravi = await createCreator({ name: 'Ravi Kumar' });
  const meena = await createCreator({ name: 'Meena Iyer' });
  // ₹2,500 and ₹1,000 per creator; the third campaign has nobody yet.
  const monsoon = await createCampaign(owner.brand.id, { campaignName: 'Monsoon Launch', feePaise: 250_000 });
  const winter = await createCampaign(owner.brand.id, { campaignName: 'Winter Sale', feePaise: 100_000, status: 'closed' });
  const fresh = await createCampaign(owner.brand.id, { campaignName: 'Fresh Start' });
  ids = { monsoon: monsoon.id, winter: winter.id, fresh: fresh.id };
  const ashaMonsoon = await createRequest(monsoon.id, asha.creator.id, 'approved', { stage: 'live' });
  const raviMonsoon = await createRequest(monsoon.id, ravi.creator.id, 'approved', { stage: 'cancelled' });
  await createRequest(monsoon.id, meena.creator.id, 'pending');
  const ashaWinter = await createRequest(winter.id, asha.creator.id, 'approved', { stage: 'completed' });
  const meenaWinter = await createRequest(winter.id, meena.creator.id, 'approved', { stage: 'active' });
  await seedStats(ashaMonsoon, [
    { day: '2026-02-28', clicks: 1000, conversions: 50, revenueMinor: 5_000_000 }, // before the range
    { day: '2026-03-01', clicks: 40, uniqueVisitors: 30, botClicks: 3, conversions: 2, revenueMinor: 200_000 },
    { day: '2026-03-03', clicks: 60, uniqueVisitors: 50, conversions: 3, revenueMinor: 300_000 },
  ]);
  await seedStats(raviMonsoon, [{ day: '2026-03-03', clicks: 25, uniqueVisitors: 20, botClicks: 6 }]);
  await seedStats(ashaWinter, [{ day: '2026-03-02', clicks: 10, uniqueVisitors: 10, conversions: 1, revenueMinor: 50_000 }]);
  await seedStats(meenaWinter, [{ day: '2026-03-04', clicks: 99 }]); // after the range
  // Another brand's figures on the same days never reach this report.
  const elsewhere = await createCampaign(otherBrand.brand.id, { campaignName: 'Not Yours', feePaise: 900_000 });
  const theirs = await createRequest(elsewhere.id, asha.creator.id, 'approved', { stage: 'live' });
  await seedStats(theirs, [{ day: '2026-03-02', clicks: 5000, conversions: 70, revenueMinor: 9_000_000 }]);
});

describe('brandReport', () => {
  it('adds up every campaign of the brand over the range: totals, daily series, one row per campaign', async () => {
    const r = await brandReport({ role: 'brand', id: owner.brand.id }, RANGE);
    expect(r.range).toEqual(RANGE);
    // Clicks 40+60+25+10, sales 2+3+1, revenue ₹2,000 + ₹3,000 + ₹500; cost: Asha on Monsoon (₹2,500), Asha and Meena on Winter (₹1,000 each).
    expect(r.totals).toEqual({
      clicks: 135,
      uniqueVisitors: 110,
      conversions: 6,
      revenue: 5500,
      cost: 4500,
      conversionRate: 0.0444,
      costPerClick: 33.33,
      costPerSale: 750,
      returnOnSpend: 1.2222,
    });
    expect(r.botClicks).toBe(9);
    expect(r.daily).toEqual([
      { date: '2026-03-01', clicks: 40, conversions: 2, revenue: 2000, repeatClicks: 0, suspicious: false },
      { date: '2026-03-02', clicks: 10, conversions: 1, revenue: 500, repeatClicks: 0, suspicious: false },
      { date: '2026-03-03', clicks: 85, conversions: 3, revenue: 3000, repeatClicks: 0, suspicious: false },
    ]);
    // Best revenue first; a campaign without collaborations is listed with zeros.
    expect(r.campaigns.map((c) => [c.campaign.campaignName, c.campaign.status, c.collaborations, c.clicks, c.revenue, c.cost])).toEqual([
      ['Monsoon Launch', 'open', 2, 125, 5000, 2500],
      ['Winter Sale', 'closed', 2, 10, 500, 2000],
      ['Fresh Start', 'open', 0, 0, 0, 0],
    ]);
    expect(r.campaigns[0]?.campaign._id).toBe(ids.monsoon);
    expect(r.campaigns[2]).toMatchObject({ campaign: { _id: ids.fresh }, conversionRate: null, costPerClick: null, returnOnSpend: null });
  });

  it('is empty, not an error, for a brand without campaigns', async () => {
    const newcomer = await createBrand();
    const r = await brandReport({ role: 'brand', id: newcomer.brand.id }, RANGE);
    expect(r.campaigns).toEqual([]);
    expect(r.totals.clicks).toBe(0);
    expect(r.daily).toHaveLength(3);
  });

  it('service: a creator or nobody has no brand report', async () => {
    await expect(brandReport({ role: 'creator', id: asha.creator.id }, RANGE)).rejects.toMatchObject({ status: 403 });
    await expect(brandReport(null, RANGE)).rejects.toMatchObject({ status: 403 });
  });
});

describe('GET /api/brand/report', () => {
  const url = (q = RANGE_Q) => `/api/brand/report?${q}`;

  it('answers the signed-in brand its own campaigns only', async () => {
    const mine = await call(BRAND_REPORT, { url: url(), token: owner.accessToken });
    expect(mine.status).toBe(200);
    const report = mine.data as unknown as BrandReport;
    expect(report.campaigns).toHaveLength(3);
    expect(report.totals.clicks).toBe(135);
    const theirs = (await call(BRAND_REPORT, { url: url(), token: otherBrand.accessToken })).data as unknown as BrandReport;
    expect(theirs.campaigns.map((c) => c.campaign.campaignName)).toEqual(['Not Yours']);
    expect(theirs.totals.clicks).toBe(5000);
  });

  it('asks a creator and anonymous to sign in as a brand (401) with a message', async () => {
    const creator = await call(BRAND_REPORT, { url: url(), token: asha.accessToken });
    expect(creator.status).toBe(401);
    expect(creator.data.message).toEqual(expect.any(String));
    const anon = await call(BRAND_REPORT, { url: url() });
    expect(anon.status).toBe(401);
    expect(anon.data.message).toBe('Please sign in');
  });

  it('refuses a bad range or part with the field named', async () => {
    for (const [q, field] of [
      ['from=2026-03-09&to=2026-03-01', 'to'],
      ['from=2026-02-30', 'from'],
      ['format=pdf', 'format'],
      ['format=csv&part=creators', 'part'],
    ] as const) {
      const { status, data } = await call(BRAND_REPORT, { url: url(q), token: owner.accessToken });
      expect(status, q).toBe(400);
      expect(data.message, q).toEqual(expect.any(String));
      expect(JSON.stringify(data), q).toContain(field);
    }
  });

  it('answers the campaigns table and the daily series as CSV downloads', async () => {
    const table = await call(BRAND_REPORT, { url: url(`${RANGE_Q}&format=csv`), token: owner.accessToken });
    expect(table.status).toBe(200);
    expect(table.headers.get('content-type')).toContain('text/csv');
    expect(table.headers.get('content-disposition')).toBe('attachment; filename="all-campaigns-2026-03-01-to-2026-03-03-campaigns.csv"');
    const lines = String(table.data.raw).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Campaign,Status,Collaborations,Clicks,Unique visitors,Conversions,Revenue (INR),Cost (INR),Conversion rate (%),Cost per click (INR),Cost per sale (INR),Return on spend (x)',
    );
    expect(lines[1]).toBe('Monsoon Launch,open,2,125,100,5,5000.00,2500.00,4.00,20.00,500.00,2.00');
    expect(lines).toHaveLength(4);
    const daily = await call(BRAND_REPORT, { url: url(`${RANGE_Q}&format=csv&part=daily`), token: owner.accessToken });
    expect(String(daily.data.raw).split('\r\n').slice(0, 2)).toEqual([
      'Date,Clicks,Conversions,Revenue (INR),Repeated clicks,Suspicious',
      '2026-03-01,40,2,2000.00,0,no',
    ]);
  });
});
