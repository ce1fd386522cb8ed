import crypto from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as CAMPAIGN_REPORT } from '@/app/api/campaign/[id]/report/route';
import { GET as COLLAB_REPORT } from '@/app/api/collaborations/[id]/report/route';
import { getDb } from '@/lib/db';
import { trackingClock } from '@/lib/tracking/clock';
import { flushClicks, writeClicks, type Click } from '@/lib/tracking/clicks';
import { ipKey, ipNetwork, visitorKey } from '@/lib/tracking/visitor';
import { call } from '@/tests/helpers/http';
import { CHROME_DESKTOP, clicksOf, rollupOf, trackedCollaboration, visit } from './support';

// Issue 30: clicks were trivially inflated (one IP and user agent made 100 clicks; rotating the
// user agent made each a new unique). A visitor now counts once per link in 5 minutes, an IP
// (an IPv6 /64) at most 20 times per link an hour, and the rest are kept as repeats; a day where
// repeats or one IP dominate is flagged in the reports.

const realNow = trackingClock.now;
// The first redirect loads its modules and the database: in a hook (which may take longer than a
// test), so that a busy machine does not time out the first test.
beforeAll(async () => {
  await visit((await trackedCollaboration()).code);
  await flushClicks();
});
afterEach(async () => {
  trackingClock.now = realNow;
  await flushClicks();
});

// 11:30 on 10 Nov 2026 in India.
const T = Date.parse('2026-11-10T06:00:00Z');
const DAY = '2026-11-10';
const MINUTE = 60_000;
const at = (ms: number) => (trackingClock.now = () => ms);
const uaNumber = (i: number) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + i}.0.0.0 Safari/537.36`;

describe('inflating clicks', () => {
  it('100 clicks from one IP and user agent count once (99 kept as repeats of the visitor)', async () => {
    const t = await trackedCollaboration();
    at(T);
    for (let i = 0; i < 100; i++) expect((await visit(t.code, { ip: '198.51.100.20' })).status).toBe(302);
    const clicks = await clicksOf(t.collaborationId);
    expect(clicks).toHaveLength(100);
    expect(clicks.filter((c) => c.counted)).toHaveLength(1);
    expect(clicks.filter((c) => c.repeat === 'visitor')).toHaveLength(99);
    expect(new Set(clicks.map((c) => c.ipKey))).toEqual(new Set([ipKey('198.51.100.20', DAY)]));
    expect(await rollupOf(t.collaborationId)).toEqual([expect.objectContaining({ day: DAY, clicks: 1, uniqueVisitors: 1, repeatClicks: 99, topIpClicks: 1 })]);
  });

  it('rotating the user agent from one IP counts at most 20 clicks an hour; an IPv6 /64 is one IP', async () => {
    const t = await trackedCollaboration();
    at(T);
    for (let i = 0; i < 100; i++) await visit(t.code, { ip: '198.51.100.30', ua: uaNumber(i) });
    expect(await rollupOf(t.collaborationId)).toEqual([expect.objectContaining({ clicks: 20, uniqueVisitors: 20, repeatClicks: 80, topIpClicks: 20 })]);
    expect((await clicksOf(t.collaborationId)).filter((c) => c.repeat === 'ip')).toHaveLength(80);

    const v6 = await trackedCollaboration();
    for (let i = 0; i < 30; i++) await visit(v6.code, { ip: `2001:db8:aa:bb::${(i + 1).toString(16)}` });
    expect(await rollupOf(v6.collaborationId)).toEqual([expect.objectContaining({ clicks: 20, uniqueVisitors: 20, repeatClicks: 10 })]);
    expect(ipNetwork('2001:db8:aa:bb::1')).toBe('2001:db8:aa:bb::/64');
    expect(ipNetwork('2001:0db8:00aa:00bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(ipNetwork('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(ipNetwork('::1')).toBe('0:0:0:0::/64');
    // Other IPs (and other links) have their own limits.
    await visit(t.code, { ip: '198.51.100.31' });
    expect(await rollupOf(t.collaborationId)).toEqual([expect.objectContaining({ clicks: 21 })]);
  });

  it('counts the visitor again 5 minutes after its counted click, and the IP again an hour after', async () => {
    const t = await trackedCollaboration();
    const ip = '198.51.100.40';
    at(T);
    await visit(t.code, { ip });
    at(T + 5 * MINUTE - 1);
    await visit(t.code, { ip });
    at(T + 5 * MINUTE);
    await visit(t.code, { ip });
    // A repeat does not restart the window: counted at T+5m, so T+10m counts.
    at(T + 9 * MINUTE);
    await visit(t.code, { ip });
    at(T + 10 * MINUTE);
    await visit(t.code, { ip });
    expect((await clicksOf(t.collaborationId)).map((c) => c.counted)).toEqual([true, false, true, false, true]);

    // The IP's limit: 18 more user agents at T+20m, of which 17 fill its hour (20 counted) and one is left out.
    at(T + 20 * MINUTE);
    for (let i = 0; i < 18; i++) await visit(t.code, { ip, ua: uaNumber(i) });
    const limited = (await clicksOf(t.collaborationId)).slice(5);
    expect(limited.filter((c) => c.counted)).toHaveLength(17);
    expect(limited.filter((c) => c.repeat === 'ip')).toHaveLength(1);
    // Still 20 in the hour before T+59m; at T+60m the click of T has left the hour.
    at(T + 59 * MINUTE);
    await visit(t.code, { ip, ua: uaNumber(50) });
    at(T + 60 * MINUTE);
    await visit(t.code, { ip, ua: uaNumber(51) });
    expect((await clicksOf(t.collaborationId)).slice(23).map((c) => c.repeat)).toEqual(['ip', null]);
    expect(await rollupOf(t.collaborationId)).toEqual([expect.objectContaining({ clicks: 21, repeatClicks: 4, topIpClicks: 21 })]);
  });

  it('decides in the database: clicks of one visitor written by two servers at once count once', async () => {
    const t = await trackedCollaboration();
    const key = visitorKey('198.51.100.50', CHROME_DESKTOP, DAY);
    const server = (offset: number): Click[] =>
      Array.from({ length: 10 }, (_, i) => ({
        id: crypto.randomUUID(),
        collaborationId: t.collaborationId,
        at: new Date(T + offset + i * 1000),
        day: DAY,
        visitorKey: key,
        ipKey: ipKey('198.51.100.50', DAY),
        referrerHost: null,
        device: 'desktop',
        bot: false,
        counted: true,
      }));
    const db = await getDb();
    await Promise.all([writeClicks(db, server(0)), writeClicks(db, server(500))]);
    expect(await rollupOf(t.collaborationId)).toEqual([expect.objectContaining({ clicks: 1, uniqueVisitors: 1, repeatClicks: 19 })]);
  });

  it('flags the inflated day in the report JSON and CSV; a day of ordinary clicks is not', async () => {
    const t = await trackedCollaboration({ campaignName: 'Monsoon Picks' });
    // 9 Nov: 12 visitors on 12 IPs, one click each.
    at(T - 24 * 60 * MINUTE);
    for (let i = 0; i < 12; i++) await visit(t.code, { ip: `198.51.100.${100 + i}` });
    // 10 Nov: one browser reloading the link 50 times.
    at(T);
    for (let i = 0; i < 50; i++) await visit(t.code, { ip: '198.51.100.60' });
    await flushClicks();

    const q = 'from=2026-11-09&to=2026-11-10';
    const collab = await call(COLLAB_REPORT, {
      url: `/api/collaborations/${t.collaborationId}/report?${q}`,
      params: { id: t.collaborationId },
      token: t.creator.accessToken,
    });
    expect(collab.status).toBe(200);
    expect(collab.data.daily).toEqual([
      { date: '2026-11-09', clicks: 12, conversions: 0, revenue: 0, repeatClicks: 0, suspicious: false },
      { date: '2026-11-10', clicks: 1, conversions: 0, revenue: 0, repeatClicks: 49, suspicious: true },
    ]);
    const campaign = await call(CAMPAIGN_REPORT, {
      url: `/api/campaign/${t.campaign.id}/report?${q}`,
      params: { id: t.campaign.id },
      token: t.brand.accessToken,
    });
    expect((campaign.data.daily as { suspicious: boolean }[]).map((d) => d.suspicious)).toEqual([false, true]);
    const csv = await call(CAMPAIGN_REPORT, {
      url: `/api/campaign/${t.campaign.id}/report?${q}&format=csv&part=daily`,
      params: { id: t.campaign.id },
      token: t.brand.accessToken,
    });
    expect(csv.data.raw).toBe(
      'Date,Clicks,Conversions,Revenue (INR),Repeated clicks,Suspicious\r\n2026-11-09,12,0,0.00,0,no\r\n2026-11-10,1,0,0.00,49,yes\r\n',
    );

    // One IP behind most counted clicks (rotating its user agent) is flagged too.
    const rotated = await trackedCollaboration();
    for (let i = 0; i < 12; i++) await visit(rotated.code, { ip: '198.51.100.70', ua: uaNumber(i) });
    for (let i = 0; i < 8; i++) await visit(rotated.code, { ip: `198.51.100.${80 + i}` });
    await flushClicks();
    const report = await call(COLLAB_REPORT, {
      url: `/api/collaborations/${rotated.collaborationId}/report?${q}`,
      params: { id: rotated.collaborationId },
      token: rotated.brand.accessToken,
    });
    expect((report.data.daily as unknown[])[1]).toEqual({ date: '2026-11-10', clicks: 20, conversions: 0, revenue: 0, repeatClicks: 0, suspicious: true });
  });
});
