import { beforeEach, describe, expect, it } from 'vitest';
import { GET as CAMPAIGN_REPORT } from '@/app/api/campaign/[id]/report/route';
import { GET as COLLAB_REPORT } from '@/app/api/collaborations/[id]/report/route';
import { campaignReport, collaborationReport } from '@/lib/reports/service';
import type { Campaign, ParticipationRequest } from '@/models';
import { call } from '../../helpers/http';
import { createBrand, createCampaign, createCreator, createRequest } from '../../helpers/factories';
import { seedStats } from './support';

type Brand = Awaited<ReturnType<typeof createBrand>>;
type Creator = Awaited<ReturnType<typeof createCreator>>;

let owner: Brand;
let otherBrand: Brand;
let asha: Creator;
let ravi: Creator;
let meena: Creator;
let outsider: Creator;
let campaign: Campaign;
let ashaJob: ParticipationRequest;
let raviJob: ParticipationRequest;

const RANGE = { from: '2026-03-01', to: '2026-03-05' };
const url = (id: string, q = 'from=2026-03-01&to=2026-03-05') => `/api/campaign/${id}/report?${q}`;

beforeEach(async () => {
  owner = await createBrand();
  otherBrand = await createBrand();
  asha = await createCreator({ name: 'Asha Rao' });
  ravi = await createCreator({ name: 'Ravi Kumar' });
  meena = await createCreator({ name: 'Meena Iyer' });
  outsider = await createCreator();
  // ₹2,500 per creator.
  campaign = await createCampaign(owner.brand.id, { campaignName: 'Monsoon Launch', feePaise: 250_000, destinationUrl: 'https://shop.example.com/monsoon' });
  ashaJob = await createRequest(campaign.id, asha.creator.id, 'approved', { stage: 'live' });
  raviJob = await createRequest(campaign.id, ravi.creator.id, 'approved', { stage: 'cancelled' });
  await createRequest(campaign.id, meena.creator.id, 'pending');
  await seedStats(ashaJob, [
    { day: '2026-02-28', clicks: 1000, uniqueVisitors: 900, conversions: 50, revenueMinor: 5_000_000 }, // before the range
    // Repeats, but fewer than SUSPICIOUS_MIN_CLICKS: not flagged.
    { day: '2026-03-01', clicks: 40, uniqueVisitors: 30, botClicks: 3, repeatClicks: 9, topIpClicks: 3, conversions: 2, revenueMinor: 199_900 },
    { day: '2026-03-03', clicks: 60, uniqueVisitors: 50, botClicks: 1, repeatClicks: 4, topIpClicks: 30, conversions: 3, revenueMinor: 300_050 },
    { day: '2026-03-05', clicks: 0, uniqueVisitors: 0, conversions: 1, revenueMinor: 100_000 },
    { day: '2026-03-06', clicks: 700, uniqueVisitors: 600, conversions: 9, revenueMinor: 900_000 }, // after the range
  ]);
  // One IP made 13 of Ravi's 25 counted clicks that day: flagged (and so is the campaign's day).
  await seedStats(raviJob, [{ day: '2026-03-03', clicks: 25, uniqueVisitors: 20, botClicks: 6, repeatClicks: 2, topIpClicks: 13 }]);
});

describe('campaignReport', () => {
  it('adds up the rollups of the range: totals, ratios, every day of the series with zeros, bots apart', async () => {
    const r = await campaignReport({ role: 'brand', id: owner.brand.id }, campaign.id, RANGE);
    expect(r.range).toEqual(RANGE);
    expect(r.campaign).toEqual({ _id: campaign.id, campaignName: 'Monsoon Launch', destinationUrl: 'https://shop.example.com/monsoon' });
    expect(r.conversionKey).toBeNull();
    // Clicks 40+60+0+25, conversions 2+3+1, revenue ₹1,999 + ₹3,000.50 + ₹1,000; cost: Asha's fee only (Ravi cancelled, Meena requested).
    expect(r.totals).toEqual({
      clicks: 125,
      uniqueVisitors: 100,
      conversions: 6,
      revenue: 5999.5,
      cost: 2500,
      conversionRate: 0.048,
      costPerClick: 20,
      costPerSale: 416.67,
      returnOnSpend: 2.3998,
    });
    expect(r.botClicks).toBe(10);
    expect(r.daily).toEqual([
      { date: '2026-03-01', clicks: 40, conversions: 2, revenue: 1999, repeatClicks: 9, suspicious: false },
      { date: '2026-03-02', clicks: 0, conversions: 0, revenue: 0, repeatClicks: 0, suspicious: false },
      { date: '2026-03-03', clicks: 85, conversions: 3, revenue: 3000.5, repeatClicks: 6, suspicious: true },
      { date: '2026-03-04', clicks: 0, conversions: 0, revenue: 0, repeatClicks: 0, suspicious: false },
      { date: '2026-03-05', clicks: 0, conversions: 1, revenue: 1000, repeatClicks: 0, suspicious: false },
    ]);
  });

  it('has one row per collaboration that reached active, cancelled included with its status, never a requested one', async () => {
    const r = await campaignReport({ role: 'brand', id: owner.brand.id }, campaign.id, RANGE);
    expect(r.creators).toEqual([
      {
        creator: { _id: asha.creator.id, name: 'Asha Rao' },
        collaborationId: ashaJob.id,
        status: 'live',
        clicks: 100,
        uniqueVisitors: 80,
        conversions: 6,
        revenue: 5999.5,
        cost: 2500,
        conversionRate: 0.06,
        costPerClick: 25,
        costPerSale: 416.67,
        returnOnSpend: 2.3998,
      },
      {
        creator: { _id: ravi.creator.id, name: 'Ravi Kumar' },
        collaborationId: raviJob.id,
        status: 'cancelled',
        clicks: 25,
        uniqueVisitors: 20,
        conversions: 0,
        revenue: 0,
        cost: 0,
        conversionRate: 0,
        costPerClick: 0,
        costPerSale: null,
        returnOnSpend: null,
      },
    ]);
  });

  it('counts the fee of every collaboration from active to completed, whatever the range; none for a product-only campaign', async () => {
    const brand = { role: 'brand' as const, id: owner.brand.id };
    const stages = ['active', 'submitted', 'changes_requested', 'approved', 'completed', 'declined', 'cancelled'] as const;
    const c = await createCampaign(owner.brand.id, { feePaise: 100_000 });
    for (const stage of stages) await createRequest(c.id, (await createCreator()).creator.id, stage === 'declined' ? 'declined' : 'approved', { stage });
    const r = await campaignReport(brand, c.id, { from: '2020-01-01', to: '2020-01-01' });
    expect(r.totals.cost).toBe(5000);
    expect(r.creators.map((x) => [x.status, x.cost]).sort()).toEqual(
      [
        ['active', 1000],
        ['approved', 1000],
        ['cancelled', 0],
        ['changes_requested', 1000],
        ['completed', 1000],
        ['submitted', 1000],
      ].sort(),
    );
    // No clicks, no sales, a cost: the ratios with a 0 divisor are null, return on spend is 0.
    expect(r.totals).toMatchObject({ clicks: 0, conversionRate: null, costPerClick: null, costPerSale: null, returnOnSpend: 0 });

    const productOnly = await createCampaign(owner.brand.id, { feePaise: null });
    await createRequest(productOnly.id, asha.creator.id, 'approved');
    const p = await campaignReport(brand, productOnly.id, { from: '2020-01-01', to: '2020-01-01' });
    expect(p.totals.cost).toBe(0);
    expect(p.totals.returnOnSpend).toBeNull();
  });

  it('covers the last 30 India days ending today by default, and takes a range ending on its edges', async () => {
    const now = Date.parse('2026-03-10T20:00:00Z'); // 01:30 on 11 March in India
    const r = await campaignReport({ role: 'brand', id: owner.brand.id }, campaign.id, { now });
    expect(r.range).toEqual({ from: '2026-02-10', to: '2026-03-11' });
    expect(r.daily).toHaveLength(30);
    expect(r.totals.clicks).toBe(1000 + 40 + 60 + 700 + 25);
    const edge = await campaignReport({ role: 'brand', id: owner.brand.id }, campaign.id, { from: '2026-03-05', to: '2026-03-06' });
    expect(edge.daily.map((d) => d.clicks)).toEqual([0, 700]);
    expect(edge.totals.conversions).toBe(10);
    const single = await campaignReport({ role: 'brand', id: owner.brand.id }, campaign.id, { from: '2026-02-28', to: '2026-02-28' });
    expect(single.totals).toMatchObject({ clicks: 1000, revenue: 50000 });
    const year = await campaignReport({ role: 'brand', id: owner.brand.id }, campaign.id, { from: '2025-03-06', to: '2026-03-06' });
    expect(year.daily).toHaveLength(366);
  });
});

describe('GET /api/campaign/{id}/report', () => {
  it('answers the owner the whole report as JSON', async () => {
    const { status, data, headers } = await call(CAMPAIGN_REPORT, { url: url(campaign.id), params: { id: campaign.id }, token: owner.accessToken });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(data.totals).toMatchObject({ clicks: 125, uniqueVisitors: 100, conversions: 6, revenue: 5999.5, cost: 2500 });
    expect(data.daily).toHaveLength(5);
    expect((data.creators as { creator: { name: string } }[]).map((c) => c.creator.name)).toEqual(['Asha Rao', 'Ravi Kumar']);
  });

  it('is not found for another brand, a creator, an unknown or malformed id; anonymous is asked to sign in', async () => {
    const unknown = '3f1c2a9e-0000-4000-8000-000000000000';
    for (const [id, token] of [
      [campaign.id, otherBrand.accessToken],
      [unknown, owner.accessToken],
      ['not-an-id', owner.accessToken],
    ]) {
      const { status, data } = await call(CAMPAIGN_REPORT, { url: url(id), params: { id }, token });
      expect(status).toBe(404);
      expect(data.message).toBe('Campaign not found');
    }
    const creatorCall = await call(CAMPAIGN_REPORT, { url: url(campaign.id), params: { id: campaign.id }, token: asha.accessToken });
    expect(creatorCall.status).toBe(401);
    const anon = await call(CAMPAIGN_REPORT, { url: url(campaign.id), params: { id: campaign.id } });
    expect(anon.status).toBe(401);
    expect(anon.data.message).toBe('Please sign in');
  });

  it.each([
    ['from=2026-3-1&to=2026-03-05', 'from must be a date (YYYY-MM-DD)'],
    ['from=2026-02-30&to=2026-03-05', 'from is not a calendar day'],
    ['from=2026-03-01&to=tomorrow', 'to must be a date (YYYY-MM-DD)'],
    ['from=2026-03-06&to=2026-03-05', 'from must not be after to'],
    ['from=2025-03-04&to=2026-03-05', 'A report covers at most 366 days'],
    ['format=xml', 'format must be json or csv'],
    ['format=csv&part=everything', 'part must be creators or daily'],
  ])('refuses %s with 400: %s', async (q, message) => {
    const { status, data } = await call(CAMPAIGN_REPORT, { url: url(campaign.id, q), params: { id: campaign.id }, token: owner.accessToken });
    expect(status).toBe(400);
    expect(data.message).toContain(message);
  });

  it('answers the creators table and the daily series as CSV downloads named after the campaign and the range', async () => {
    const creators = await call(CAMPAIGN_REPORT, { url: url(campaign.id, `${RANGE_Q}&format=csv`), params: { id: campaign.id }, token: owner.accessToken });
    expect(creators.status).toBe(200);
    expect(creators.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(creators.headers.get('content-disposition')).toBe('attachment; filename="monsoon-launch-2026-03-01-to-2026-03-05-creators.csv"');
    expect(creators.data.raw).toBe(
      'Creator,Status,Clicks,Unique visitors,Conversions,Revenue (INR),Cost (INR),Conversion rate (%),Cost per click (INR),Cost per sale (INR),Return on spend (x)\r\n' +
        'Asha Rao,live,100,80,6,5999.50,2500.00,6.00,25.00,416.67,2.40\r\n' +
        'Ravi Kumar,cancelled,25,20,0,0.00,0.00,0.00,0.00,,\r\n',
    );
    const daily = await call(CAMPAIGN_REPORT, {
      url: url(campaign.id, `${RANGE_Q}&format=csv&part=daily`),
      params: { id: campaign.id },
      token: owner.accessToken,
    });
    expect(daily.headers.get('content-disposition')).toBe('attachment; filename="monsoon-launch-2026-03-01-to-2026-03-05-daily.csv"');
    expect(daily.data.raw).toBe(
      'Date,Clicks,Conversions,Revenue (INR),Repeated clicks,Suspicious\r\n' +
        '2026-03-01,40,2,1999.00,9,no\r\n' +
        '2026-03-02,0,0,0.00,0,no\r\n' +
        '2026-03-03,85,3,3000.50,6,yes\r\n' +
        '2026-03-04,0,0,0.00,0,no\r\n' +
        '2026-03-05,0,1,1000.00,0,no\r\n',
    );
  });

  it('quotes CSV cells (RFC 4180) and defuses names a spreadsheet would run as formulas', async () => {
    const c = await createCampaign(owner.brand.id, { campaignName: '=Sale, "Diwali"', feePaise: null });
    const names = ['=HYPERLINK("http://evil.example")', 'Rao, Asha "AR"', '+91 fan', '-minus', '@at', 'Line\nBreak'];
    for (const name of names) await createRequest(c.id, (await createCreator({ name })).creator.id, 'approved');
    const { data, headers } = await call(CAMPAIGN_REPORT, {
      url: `/api/campaign/${c.id}/report?${RANGE_Q}&format=csv`,
      params: { id: c.id },
      token: owner.accessToken,
    });
    expect(headers.get('content-disposition')).toBe('attachment; filename="sale-diwali-2026-03-01-to-2026-03-05-creators.csv"');
    const body = data.raw as string;
    expect(body.endsWith('\r\n')).toBe(true);
    const rows = body.slice(body.indexOf('\r\n') + 2, -2).split(/\r\n/);
    expect(rows.map((r) => r.slice(0, r.lastIndexOf(',active,'))).sort()).toEqual(
      ['"\'=HYPERLINK(""http://evil.example"")"', '"Rao, Asha ""AR"""', "'+91 fan", "'-minus", "'@at", '"Line\nBreak"'].sort(),
    );
    expect(rows.every((r) => r.endsWith(',active,0,0,0,0.00,0.00,,,,'))).toBe(true);
  });

  it('never answers another brand CSV either', async () => {
    const { status, headers } = await call(CAMPAIGN_REPORT, {
      url: url(campaign.id, 'format=csv'),
      params: { id: campaign.id },
      token: otherBrand.accessToken,
    });
    expect(status).toBe(404);
    expect(headers.get('content-type')).toContain('application/json');
  });
});

const RANGE_Q = 'from=2026-03-01&to=2026-03-05';

describe('GET /api/collaborations/{id}/report', () => {
  const collabUrl = (id: string, q = RANGE_Q) => `/api/collaborations/${id}/report?${q}`;

  it('gives the brand and the creator the same figures of that collaboration', async () => {
    const brandView = await call(COLLAB_REPORT, { url: collabUrl(ashaJob.id), params: { id: ashaJob.id }, token: owner.accessToken });
    const creatorView = await call(COLLAB_REPORT, { url: collabUrl(ashaJob.id), params: { id: ashaJob.id }, token: asha.accessToken });
    expect(brandView.status).toBe(200);
    expect(creatorView.status).toBe(200);
    expect(creatorView.data).toEqual(brandView.data);
    expect(creatorView.data.collaboration).toEqual({
      _id: ashaJob.id,
      status: 'live',
      campaignId: campaign.id,
      campaignName: 'Monsoon Launch',
      creator: { _id: asha.creator.id, name: 'Asha Rao' },
    });
    expect(creatorView.data.totals).toEqual({
      clicks: 100,
      uniqueVisitors: 80,
      conversions: 6,
      revenue: 5999.5,
      cost: 2500,
      conversionRate: 0.06,
      costPerClick: 25,
      costPerSale: 416.67,
      returnOnSpend: 2.3998,
    });
    expect(creatorView.data.botClicks).toBe(4);
    expect((creatorView.data.daily as unknown[]).length).toBe(5);
  });

  it('is not found for another creator, another brand or an unknown id', async () => {
    for (const [id, token] of [
      [ashaJob.id, outsider.accessToken],
      [ashaJob.id, ravi.accessToken],
      [ashaJob.id, otherBrand.accessToken],
      ['3f1c2a9e-0000-4000-8000-000000000000', owner.accessToken],
      ['nope', asha.accessToken],
    ]) {
      const { status, data } = await call(COLLAB_REPORT, { url: collabUrl(id), params: { id }, token });
      expect(status).toBe(404);
      expect(data.message).toBe('Collaboration not found');
    }
    expect((await call(COLLAB_REPORT, { url: collabUrl(ashaJob.id), params: { id: ashaJob.id } })).status).toBe(401);
  });

  it('answers its daily series as CSV and refuses a bad range', async () => {
    const csv = await call(COLLAB_REPORT, { url: collabUrl(raviJob.id, `${RANGE_Q}&format=csv`), params: { id: raviJob.id }, token: ravi.accessToken });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="monsoon-launch-ravi-kumar-2026-03-01-to-2026-03-05-daily.csv"');
    expect(csv.data.raw).toBe(
      'Date,Clicks,Conversions,Revenue (INR),Repeated clicks,Suspicious\r\n2026-03-01,0,0,0.00,0,no\r\n2026-03-02,0,0,0.00,0,no\r\n2026-03-03,25,0,0.00,2,yes\r\n2026-03-04,0,0,0.00,0,no\r\n2026-03-05,0,0,0.00,0,no\r\n',
    );
    const bad = await call(COLLAB_REPORT, { url: collabUrl(ashaJob.id, 'from=2026-03-09&to=2026-03-01'), params: { id: ashaJob.id }, token: asha.accessToken });
    expect(bad.status).toBe(400);
    expect(bad.data.message).toBe('from must not be after to');
  });

  it('service: a creator reads a report of their own collaboration only', async () => {
    await expect(collaborationReport({ role: 'creator', id: outsider.creator.id }, ashaJob.id, RANGE)).rejects.toMatchObject({ status: 404 });
    await expect(collaborationReport(null, ashaJob.id, RANGE)).rejects.toMatchObject({ status: 404 });
    const r = await collaborationReport({ role: 'creator', id: ravi.creator.id }, raviJob.id, RANGE);
    expect(r.totals.cost).toBe(0);
    expect(r.collaboration.status).toBe('cancelled');
  });
});
