import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { trackingClock } from '@/lib/tracking/clock';
import { flushClicks, pendingClicks, writeClicks, type Click } from '@/lib/tracking/clicks';
import { todayInIndia } from '@/lib/campaigns/deadline';
import { deviceClass, visitorKey } from '@/lib/tracking/visitor';
import { collaborationEvents, linkVisitors } from '@/models';
import {
  CHROME_DESKTOP,
  GOOGLEBOT,
  SAFARI_IPHONE,
  clicksOf,
  countRows,
  rollupOf,
  setStage,
  storedClicks,
  trackedCollaboration,
  visit,
  type Visit,
} from './support';

const realNow = trackingClock.now;
afterEach(async () => {
  trackingClock.now = realNow;
  delete process.env.CLICK_BATCH_SIZE;
  delete process.env.CLICK_FLUSH_MS;
  resetEnvForTests();
  await flushClicks();
});

describe('counting clicks', () => {
  it('leaves bots, link previews, prefetches and HEAD requests out of the figures (recorded as bot clicks)', async () => {
    const t = await trackedCollaboration();
    const bots: Visit[] = [
      { ua: GOOGLEBOT },
      { ua: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' },
      { ua: 'WhatsApp/2.23.20.0' },
      { ua: 'curl/8.5.0' },
      { headers: { purpose: 'prefetch' } },
      { headers: { 'sec-purpose': 'prefetch;prerender' } },
      { headers: { 'x-moz': 'prefetch' } },
      { headers: { 'x-purpose': 'preview' } },
      { method: 'HEAD' },
    ];
    for (const b of bots) expect((await visit(t.code, b)).status).toBe(302);
    await visit(t.code, { ua: SAFARI_IPHONE });
    const clicks = await clicksOf(t.collaborationId);
    expect(clicks).toHaveLength(bots.length + 1);
    expect(clicks.filter((c) => c.bot && !c.counted)).toHaveLength(bots.length);
    expect(clicks.filter((c) => c.counted).map((c) => c.device)).toEqual(['mobile']);
    expect(await rollupOf(t.collaborationId)).toEqual([expect.objectContaining({ clicks: 1, uniqueVisitors: 1, botClicks: bots.length })]);
  });

  it('counts a visitor (same IP and user agent) once in 5 minutes, a different IP or user agent apart', async () => {
    const t = await trackedCollaboration();
    await visit(t.code, { ip: '198.51.100.1', ua: CHROME_DESKTOP });
    await visit(t.code, { ip: '198.51.100.1', ua: CHROME_DESKTOP });
    await visit(t.code, { ip: '198.51.100.1', ua: SAFARI_IPHONE });
    await visit(t.code, { ip: '198.51.100.2', ua: CHROME_DESKTOP });
    // Our proxy's entry counts, not what the client wrote to the left of it.
    await visit(t.code, { headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.1' }, ua: CHROME_DESKTOP });
    expect(await rollupOf(t.collaborationId)).toEqual([expect.objectContaining({ clicks: 3, uniqueVisitors: 3, botClicks: 0, repeatClicks: 2 })]);
    const other = await trackedCollaboration();
    await visit(other.code, { ip: '198.51.100.1', ua: CHROME_DESKTOP });
    expect(await rollupOf(other.collaborationId)).toEqual([expect.objectContaining({ clicks: 1, uniqueVisitors: 1 })]);
  });

  it('uses a new visitor key each India day: the same visitor is a unique again the next day', async () => {
    const t = await trackedCollaboration();
    // 23:50 and 23:58 on 10 Nov in India (more than 5 minutes apart: both count), then 00:01 on 11 Nov
    // (18:31 UTC): 3 minutes later, but a new day's key.
    const evening = Date.parse('2026-11-10T18:28:00Z');
    trackingClock.now = () => evening - 8 * 60_000;
    await visit(t.code);
    trackingClock.now = () => evening;
    await visit(t.code);
    trackingClock.now = () => evening + 3 * 60_000;
    await visit(t.code);
    const clicks = await clicksOf(t.collaborationId);
    expect(clicks.map((c) => c.day)).toEqual(['2026-11-10', '2026-11-10', '2026-11-11']);
    expect(clicks[0].visitorKey).toBe(clicks[1].visitorKey);
    expect(clicks[2].visitorKey).not.toBe(clicks[1].visitorKey);
    expect(await rollupOf(t.collaborationId)).toEqual([
      expect.objectContaining({ day: '2026-11-10', clicks: 2, uniqueVisitors: 1 }),
      expect.objectContaining({ day: '2026-11-11', clicks: 1, uniqueVisitors: 1 }),
    ]);
    expect(todayInIndia(Date.parse('2026-11-10T18:29:59Z'))).toBe('2026-11-10');
    expect(todayInIndia(Date.parse('2026-11-10T18:30:00Z'))).toBe('2026-11-11');
  });

  it('stores no raw IP: only the keyed hash, which is not a plain hash of the IP', async () => {
    const t = await trackedCollaboration();
    const ip = '192.0.2.77';
    await visit(t.code, { ip });
    const [click] = await clicksOf(t.collaborationId);
    expect(click.visitorKey).toBe(visitorKey(ip, CHROME_DESKTOP, click.day));
    for (const plain of [ip, crypto.createHash('sha256').update(ip).digest('hex'), crypto.createHash('sha256').update(ip).digest('base64url')]) {
      expect(JSON.stringify(click)).not.toContain(plain);
    }
    const db = await getDb();
    const dump = await db.execute(sql`SELECT row_to_json(c)::text AS j FROM link_clicks c UNION ALL SELECT row_to_json(v)::text FROM link_visitors v`);
    expect(JSON.stringify(dump.rows)).not.toContain(ip);
    expect(
      await db
        .select()
        .from(linkVisitors)
        .where(sql`${linkVisitors.collaborationId} = ${t.collaborationId}`),
    ).toEqual([{ collaborationId: t.collaborationId, day: click.day, visitorKey: click.visitorKey }]);
  });

  it('sorts devices into mobile, tablet, desktop and other', () => {
    expect(deviceClass(SAFARI_IPHONE)).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36')).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1')).toBe('tablet');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/130.0 Safari/537.36')).toBe('tablet');
    expect(deviceClass(CHROME_DESKTOP)).toBe('desktop');
    expect(deviceClass('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15')).toBe('desktop');
    expect(deviceClass('')).toBe('other');
    expect(deviceClass(null)).toBe('other');
  });

  it('a cancelled collaboration still redirects but stops counting', async () => {
    const t = await trackedCollaboration();
    await visit(t.code);
    await setStage(t.collaborationId, 'cancelled');
    const res = await visit(t.code);
    expect(res.status).toBe(302);
    const clicks = await clicksOf(t.collaborationId);
    expect(clicks.map((c) => c.counted)).toEqual([true, false]);
    expect(await rollupOf(t.collaborationId)).toEqual([expect.objectContaining({ clicks: 1, uniqueVisitors: 1 })]);
  });

  it('a completed collaboration counts for 30 days after completion, then redirects without counting', async () => {
    const db = await getDb();
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
    const recent = await trackedCollaboration({ stage: 'completed' });
    const old = await trackedCollaboration({ stage: 'completed' });
    for (const [t, daysAgo] of [
      [recent, 29],
      [old, 31],
    ] as const) {
      await db
        .insert(collaborationEvents)
        .values({ collaborationId: t.collaborationId, actorRole: 'brand', actorId: t.brand.brand.id, kind: 'completed', createdAt: at(daysAgo) });
      expect((await visit(t.code)).status).toBe(302);
    }
    expect((await clicksOf(recent.collaborationId)).map((c) => c.counted)).toEqual([true]);
    expect((await clicksOf(old.collaborationId)).map((c) => c.counted)).toEqual([false]);
    expect(await rollupOf(old.collaborationId)).toEqual([]);
    // Other open stages count.
    for (const stage of ['submitted', 'changes_requested', 'approved', 'live']) {
      const t = await trackedCollaboration({ stage });
      await visit(t.code);
      expect((await clicksOf(t.collaborationId)).map((c) => c.counted)).toEqual([true]);
    }
  });
});

describe('the click buffer', () => {
  it('answers without writing; the waiting clicks go to the database in one flush', async () => {
    process.env.CLICK_FLUSH_MS = '10000';
    resetEnvForTests();
    const t = await trackedCollaboration();
    const before = await countRows('link_clicks');
    for (let i = 0; i < 40; i++) await visit(t.code, { ip: `198.51.100.${i % 10}` });
    expect(pendingClicks()).toBe(40);
    expect(await countRows('link_clicks')).toBe(before);
    await flushClicks();
    expect(pendingClicks()).toBe(0);
    expect(await countRows('link_clicks')).toBe(before + 40);
    // Ten visitors, each counted once (the same IP and user agent again within 5 minutes is a repeat).
    expect(await rollupOf(t.collaborationId)).toEqual([expect.objectContaining({ clicks: 10, uniqueVisitors: 10, repeatClicks: 30 })]);
  });

  it('writes as soon as CLICK_BATCH_SIZE clicks wait, without waiting for the timer', async () => {
    process.env.CLICK_FLUSH_MS = '10000';
    process.env.CLICK_BATCH_SIZE = '5';
    resetEnvForTests();
    const t = await trackedCollaboration();
    for (let i = 0; i < 12; i++) await visit(t.code);
    await expect.poll(() => storedClicks(t.collaborationId), { timeout: 5000 }).toBe(10);
    expect(pendingClicks()).toBe(2);
  });

  it('keeps a batch whose write failed and retries it: nothing dropped, each click counted once', async () => {
    const db = await getDb();
    const t = await trackedCollaboration();
    await db.execute(sql`CREATE FUNCTION test_refuse_clicks() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'database down (test)'; END $$`);
    await db.execute(sql`CREATE TRIGGER test_refuse_clicks BEFORE INSERT ON link_clicks FOR EACH ROW EXECUTE FUNCTION test_refuse_clicks()`);
    try {
      for (let i = 0; i < 7; i++) await visit(t.code, { ip: `198.51.100.${i}` });
      const flushed = flushClicks();
      // The write fails and is retried with backoff; the clicks stay in the buffer.
      await new Promise((r) => setTimeout(r, 600));
      expect(pendingClicks()).toBe(7);
      expect(await storedClicks(t.collaborationId)).toBe(0);
      await db.execute(sql`DROP TRIGGER test_refuse_clicks ON link_clicks`);
      await flushClicks();
      await flushed;
    } finally {
      await db.execute(sql`DROP TRIGGER IF EXISTS test_refuse_clicks ON link_clicks`);
      await db.execute(sql`DROP FUNCTION IF EXISTS test_refuse_clicks()`);
    }
    expect(pendingClicks()).toBe(0);
    expect(await clicksOf(t.collaborationId)).toHaveLength(7);
    expect(await rollupOf(t.collaborationId)).toEqual([expect.objectContaining({ clicks: 7, uniqueVisitors: 7 })]);
  });

  it('a batch written again (its commit answer lost) counts each click once', async () => {
    const t = await trackedCollaboration();
    const day = todayInIndia(Date.now());
    // Six minutes apart (a visitor's second click counts), on one IP.
    const start = Date.now() - 40 * 60_000;
    const clicks: Click[] = Array.from({ length: 6 }, (_, i) => ({
      id: crypto.randomUUID(),
      collaborationId: t.collaborationId,
      at: new Date(start + i * 6 * 60_000),
      day,
      visitorKey: `visitor-${i % 3}`,
      ipKey: 'ip',
      referrerHost: null,
      device: 'mobile',
      bot: i === 5,
      counted: i !== 5,
    }));
    const db = await getDb();
    await writeClicks(db, clicks.slice(0, 4));
    await writeClicks(db, clicks);
    await writeClicks(db, clicks);
    expect(await clicksOf(t.collaborationId)).toHaveLength(6);
    expect(await rollupOf(t.collaborationId)).toEqual([expect.objectContaining({ day, clicks: 5, uniqueVisitors: 3, botClicks: 1 })]);
  });

  it('drops the clicks of a collaboration deleted before the write, and writes the rest', async () => {
    const a = await trackedCollaboration();
    const b = await trackedCollaboration();
    const day = todayInIndia(Date.now());
    const click = (collaborationId: string): Click => ({
      id: crypto.randomUUID(),
      collaborationId,
      at: new Date(),
      day,
      visitorKey: 'v',
      ipKey: 'ip',
      referrerHost: null,
      device: 'desktop',
      bot: false,
      counted: true,
    });
    const db = await getDb();
    await db.execute(sql`DELETE FROM participation_requests WHERE id = ${a.collaborationId}`);
    await writeClicks(db, [click(a.collaborationId), click(b.collaborationId)]);
    expect(await clicksOf(a.collaborationId)).toEqual([]);
    expect(await clicksOf(b.collaborationId)).toHaveLength(1);
  });
});
