import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { GET as HEALTH } from '@/app/api/health/route';
import { databaseUrl, openPostgres, setDatabaseFactory } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { stopAll, stopPlan } from '@/lib/lifecycle';
import { setLogDestinationForTests } from '@/lib/log';
import { askClickOwner, clickStats, flushClicks, pendingClicks, recordClick } from '@/lib/tracking/clicks';
import { todayInIndia } from '@/lib/campaigns/deadline';
import { clicksOf, rollupOf, storedClicks, trackedCollaboration, visit } from './support';

// The click buffer with the database stopped (the database factory fails, as getDb() does when
// PostgreSQL is away): bounded by CLICK_BUFFER_MAX, the redirect still answers, the clicks past
// the bound are counted as dropped (and shown by /api/health), and once the database is back the
// buffered clicks are written once each. Then shutdown's click step, bounded. Last, the notes
// servers exchange about a buffered click (PostgreSQL), and the pool's errors in the log.

const down = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));

afterEach(async () => {
  delete process.env.CLICK_BUFFER_MAX;
  delete process.env.CLICK_FLUSH_MS;
  resetEnvForTests();
  setLogDestinationForTests();
});

/** Stops the database (every getDb() fails) until the returned function gives it back. */
function stopDatabase(): () => void {
  const real = setDatabaseFactory(down);
  if (!real) throw new Error('the database was not open');
  return () => void setDatabaseFactory(() => real);
}

async function health() {
  const res = await HEALTH();
  return { status: res.status, body: (await res.json()) as { clicks: { buffered: number; max: number; dropped: number } } };
}

describe('the click buffer with the database stopped', () => {
  it('holds CLICK_BUFFER_MAX clicks, keeps redirecting past it and counts the rest as dropped; writes the held ones once the database is back', async () => {
    process.env.CLICK_BUFFER_MAX = '5';
    process.env.CLICK_FLUSH_MS = '50';
    resetEnvForTests();
    const t = await trackedCollaboration();
    // One click while up: the link is now cached, and is redirected from the cache while the database is away.
    expect((await visit(t.code, { ip: '198.51.100.1' })).status).toBe(302);
    await flushClicks();
    const droppedBefore = clickStats().dropped;

    const restart = stopDatabase();
    const answered: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await visit(t.code, { ip: `198.51.100.${10 + i}` });
      expect(res.status).toBe(302);
      answered.push(new URL(res.headers.get('location')!).searchParams.get('cm_click')!);
    }
    // The write is tried, fails and backs off; the buffer stays at its bound.
    await new Promise((r) => setTimeout(r, 300));
    expect(pendingClicks()).toBe(5);
    expect(clickStats()).toEqual({ buffered: 5, max: 5, dropped: droppedBefore + 3 });
    const during = await health();
    expect(during.status).toBe(503);
    expect(during.body.clicks).toEqual({ buffered: 5, max: 5, dropped: droppedBefore + 3 });

    restart();
    await flushClicks();
    expect(pendingClicks()).toBe(0);
    const stored = await clicksOf(t.collaborationId);
    // The first five answered while down are stored, once each; the three past the bound are not.
    const ids = stored.map((c) => c.id);
    expect(stored).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect(answered.slice(0, 5).every((id) => ids.includes(id))).toBe(true);
    expect(answered.slice(5).some((id) => ids.includes(id))).toBe(false);
    expect(await rollupOf(t.collaborationId)).toEqual([expect.objectContaining({ clicks: 6, uniqueVisitors: 6 })]);

    // Room again: clicks are recorded again, and health says what was dropped.
    expect((await visit(t.code, { ip: '198.51.100.99' })).status).toBe(302);
    expect(pendingClicks()).toBe(1);
    await flushClicks();
    expect(await storedClicks(t.collaborationId)).toBe(7);
    const after = await health();
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ status: 'ok', clicks: { buffered: 0, max: 5, dropped: droppedBefore + 3 } });
  });
});

const onPostgres = Boolean(process.env.DATABASE_URL);

/** A stand-in for another server: a connection of its own that listens on the click channel and answers as `answer` says. */
async function otherServer(answer: (note: { t: string; id: string; from?: string; to?: string }, say: (n: object) => Promise<void>) => Promise<void>) {
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: await databaseUrl() });
  await c.connect();
  const heard: { t: string; id: string; from?: string; to?: string }[] = [];
  const say = async (n: object) => void (await c.query('SELECT pg_notify($1, $2)', ['collabmarket_clicks', JSON.stringify(n)]));
  c.on('notification', (m) => {
    const n = JSON.parse(m.payload!) as { t: string; id: string };
    heard.push(n);
    void answer(n, say);
  });
  await c.query('LISTEN collabmarket_clicks');
  return { heard, say, end: () => c.end() };
}

const click = (collaborationId: string) => ({
  id: crypto.randomUUID(),
  collaborationId,
  at: new Date(),
  day: todayInIndia(Date.now()),
  visitorKey: 'v',
  ipKey: 'ip',
  referrerHost: null,
  device: 'desktop' as const,
  bot: false,
  counted: true,
});

describe('a click held in a buffer, asked for by another server', () => {
  if (onPostgres) {
    it('the server holding it answers "held", writes its buffer, then answers "written"', async () => {
      process.env.CLICK_FLUSH_MS = '10000';
      resetEnvForTests();
      const t = await trackedCollaboration();
      const c = click(t.collaborationId);
      const committed = recordClick(c);
      // Listening starts with the first click; wait until this server hears the channel.
      await askClickOwner(crypto.randomUUID(), { heldMs: 50 });
      const other = await otherServer(async () => {});
      try {
        await other.say({ t: 'ask', id: c.id, from: 'other-server' });
        await expect.poll(() => other.heard.filter((n) => n.to === 'other-server').map((n) => n.t), { timeout: 5_000 }).toEqual(['held', 'written']);
        await committed;
        expect(await storedClicks(t.collaborationId)).toBe(1);
        // A click it does not hold: no answer.
        await other.say({ t: 'ask', id: crypto.randomUUID(), from: 'other-server' });
        await new Promise((r) => setTimeout(r, 300));
        expect(other.heard.filter((n) => n.to === 'other-server')).toHaveLength(2);
      } finally {
        await other.end();
      }
    });

    it('askClickOwner waits for the holder to write it (true), and gives up when no server holds it (false)', async () => {
      const held = crypto.randomUUID();
      const other = await otherServer(async (n, say) => {
        if (n.t !== 'ask' || n.id !== held) return;
        await say({ t: 'held', id: n.id, to: n.from });
        await new Promise((r) => setTimeout(r, 200));
        await say({ t: 'written', id: n.id, to: n.from });
      });
      try {
        const started = Date.now();
        expect(await askClickOwner(held)).toBe(true);
        expect(Date.now() - started).toBeGreaterThanOrEqual(200);
        expect(await askClickOwner(crypto.randomUUID(), { heldMs: 200 })).toBe(false);
        expect(other.heard.filter((n) => n.t === 'ask')).toHaveLength(2);
      } finally {
        await other.end();
      }
    });

    it("logs a pooled connection's failure with the pool's state instead of swallowing it", async () => {
      const lines: string[] = [];
      setLogDestinationForTests(new Writable({ write: (chunk, _enc, cb) => void (lines.push(String(chunk)), cb()) }), 'warn');
      const handle = await openPostgres((await databaseUrl())!);
      try {
        await handle.db.execute('select 1' as never);
        (handle.db as unknown as { $client: import('pg').Pool }).$client.emit('error', new Error('terminating connection due to administrator command'));
        const line = JSON.parse(lines.find((l) => l.includes('pooled connection failed'))!) as { pool: Record<string, number>; err: { message: string } };
        expect(line.pool).toEqual({ total: 1, idle: 1, waiting: 0 });
        expect(line.err.message).toMatch(/administrator command/);
      } finally {
        await handle.close();
      }
    });
  } else {
    it('on PGlite (one process) asks nobody: askClickOwner answers false at once', async () => {
      const started = Date.now();
      expect(await askClickOwner(crypto.randomUUID())).toBe(false);
      expect(Date.now() - started).toBeLessThan(400);
    });
  }
});

it('the click buffer and the database have registered their shutdown steps, each in its phase', () => {
  expect(stopPlan()).toEqual(
    expect.arrayContaining([
      { name: 'clicks', phase: 'clicks' },
      { name: 'database', phase: 'database' },
    ]),
  );
});

// Last: a stop leaves the buffer draining (every click written at once) for the rest of the process.
describe("shutdown's click step", () => {
  it('writes the buffer; with the database away it gives up within its bound and says how many clicks are lost', async () => {
    process.env.CLICK_FLUSH_MS = '10000';
    resetEnvForTests();
    const t = await trackedCollaboration();
    for (let i = 0; i < 3; i++) await visit(t.code, { ip: `198.51.100.${i}` });
    expect(pendingClicks()).toBe(3);
    await stopAll({ from: 'clicks', upTo: 'clicks', stepMs: 5_000 });
    expect(pendingClicks()).toBe(0);
    expect(await storedClicks(t.collaborationId)).toBe(3);

    const lines: string[] = [];
    setLogDestinationForTests(new Writable({ write: (chunk, _enc, cb) => void (lines.push(String(chunk)), cb()) }), 'error');
    const restart = stopDatabase();
    try {
      // The buffer is draining now (a stop has begun): each click is tried at once, and held.
      for (let i = 0; i < 2; i++) await visit(t.code, { ip: `198.51.100.${50 + i}` });
      expect(pendingClicks()).toBe(2);
      const started = Date.now();
      await stopAll({ from: 'clicks', upTo: 'clicks', stepMs: 300 });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(pendingClicks()).toBe(2);
      expect(lines.join('')).toMatch(/"clicks":2.*not written/);
    } finally {
      restart();
    }
    await flushClicks();
    expect(await storedClicks(t.collaborationId)).toBe(5);
  });
});
