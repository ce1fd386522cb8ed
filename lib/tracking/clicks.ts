import 'server-only';
import { sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { getDb, type Executor } from '@/lib/db';
import { log } from '@/lib/log';
import type { DeviceClass } from '@/models';

// Clicks of tracked links are written in batches, off the redirect's path: each click is pushed
// into an in-process buffer and the redirect answers at once. The buffer is written every
// CLICK_FLUSH_MS, or as soon as CLICK_BATCH_SIZE clicks wait, in one statement (one transaction):
// the raw clicks, the day's new unique visitors and the daily rollups. A failed write (database
// down) keeps its clicks and retries with backoff; a click's id is made here, so a batch retried
// after a commit whose answer was lost counts each click once. On SIGTERM the buffer is written at
// once and the redirect's `after()` keeps the server up until its click is committed.

export type Click = {
  id: string;
  collaborationId: string;
  at: Date;
  day: string;
  visitorKey: string;
  referrerHost: string | null;
  device: DeviceClass;
  bot: boolean;
  counted: boolean;
};

type Waiting = { click: Click; done: () => void };

type Buffer = {
  queue: Waiting[];
  timer: ReturnType<typeof setTimeout> | null;
  /** The running write loop, if any. */
  running: Promise<void> | null;
  /** Wakes the loop from a retry's backoff (flush now). */
  wake: (() => void) | null;
  /** Set by SIGTERM/SIGINT: no more waiting for the timer. */
  draining: boolean;
  /** Set by flushClicks(): write until the buffer is empty, even below a batch. */
  urgent: boolean;
  hooked: boolean;
  failures: number;
};

// On globalThis: Next may load this module more than once in one process, and every copy must
// share one buffer (and one shutdown hook).
const buffer: Buffer = ((globalThis as { __collabmarketClicks?: Buffer }).__collabmarketClicks ??= {
  queue: [],
  timer: null,
  running: null,
  wake: null,
  draining: false,
  urgent: false,
  hooked: false,
  failures: 0,
});

const MAX_BACKOFF_MS = 5_000;

function hookShutdown() {
  if (buffer.hooked) return;
  buffer.hooked = true;
  const drain = () => {
    buffer.draining = true;
    startFlush();
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, drain);
}

/**
 * Queues a click; resolves once it is committed (never rejects: a failed write is retried until
 * it succeeds). The redirect answers without waiting, and hands this promise to `after()`.
 */
export function recordClick(click: Click): Promise<void> {
  hookShutdown();
  const committed = new Promise<void>((done) => buffer.queue.push({ click, done }));
  if (buffer.draining || buffer.queue.length >= env().CLICK_BATCH_SIZE) startFlush();
  else buffer.timer ??= setTimeout(startFlush, env().CLICK_FLUSH_MS);
  return committed;
}

/** Writes every waiting click now; resolves when all of them (and any queued meanwhile by a running write) are committed. */
export function flushClicks(): Promise<void> {
  const pending = buffer.queue.map((w) => new Promise<void>((resolve) => chain(w, resolve)));
  buffer.urgent = true;
  startFlush();
  return Promise.all(pending).then(() => undefined);
}

function chain(w: Waiting, also: () => void) {
  const first = w.done;
  w.done = () => {
    first();
    also();
  };
}

/** Clicks waiting to be written (for tests and health). */
export function pendingClicks(): number {
  return buffer.queue.length;
}

function startFlush() {
  if (buffer.timer) {
    clearTimeout(buffer.timer);
    buffer.timer = null;
  }
  if (buffer.running) {
    buffer.wake?.();
    return;
  }
  buffer.running = writeLoop().finally(() => {
    buffer.running = null;
    // Clicks that arrived during the last write wait for the timer (or go now, see writeAgain).
    if (writeAgain()) startFlush();
    else if (buffer.queue.length) buffer.timer ??= setTimeout(startFlush, env().CLICK_FLUSH_MS);
  });
}

/** Another write right away: when stopping, when flushClicks() asked, or when a whole batch waits; else the timer's turn. */
const writeAgain = () => buffer.queue.length > 0 && (buffer.draining || buffer.urgent || buffer.queue.length >= env().CLICK_BATCH_SIZE);

async function writeLoop(): Promise<void> {
  let first = true;
  while (first || writeAgain()) {
    first = false;
    const batch = buffer.queue.slice(0, env().CLICK_BATCH_SIZE);
    try {
      await writeClicks(
        await getDb(),
        batch.map((w) => w.click),
      );
    } catch (err) {
      buffer.failures++;
      const wait = Math.min(MAX_BACKOFF_MS, 100 * 2 ** Math.min(buffer.failures, 10));
      log.warn({ err, clicks: buffer.queue.length, retryInMs: wait }, 'tracked-link clicks not written yet; retrying');
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, wait);
        buffer.wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
      buffer.wake = null;
      first = buffer.queue.length > 0;
      continue;
    }
    buffer.failures = 0;
    buffer.queue.splice(0, batch.length);
    for (const w of batch) w.done();
  }
  if (!buffer.queue.length) buffer.urgent = false;
}

/**
 * Writes a batch in one statement: the clicks (each once, by id), the visitors seen for the first
 * time that day on that link (counted clicks only), and adds clicks, unique visitors and bot clicks
 * to each (collaboration, India day) rollup, from the rows actually inserted. Clicks whose
 * collaboration was deleted meanwhile are dropped (their rows would have been deleted with it).
 */
export async function writeClicks(db: Executor, clicks: Click[]): Promise<void> {
  if (!clicks.length) return;
  const rows = JSON.stringify(
    clicks.map((c) => ({
      id: c.id,
      collaboration_id: c.collaborationId,
      at: c.at.toISOString(),
      day: c.day,
      visitor_key: c.visitorKey,
      referrer_host: c.referrerHost,
      device: c.device,
      bot: c.bot,
      counted: c.counted,
    })),
  );
  await db.execute(sql`
    WITH input AS (
      SELECT x.*, p.campaign_id
      FROM jsonb_to_recordset(${rows}::jsonb) AS x(id uuid, collaboration_id uuid, at timestamptz, day date, visitor_key text, referrer_host text, device text, bot boolean, counted boolean)
      JOIN participation_requests p ON p.id = x.collaboration_id
    ),
    inserted AS (
      INSERT INTO link_clicks (id, collaboration_id, campaign_id, at, day, visitor_key, referrer_host, device, bot, counted)
      SELECT id, collaboration_id, campaign_id, at, day, visitor_key, referrer_host, device, bot, counted FROM input
      ON CONFLICT (id) DO NOTHING
      RETURNING collaboration_id, campaign_id, day, visitor_key, bot, counted
    ),
    visitors AS (
      INSERT INTO link_visitors (collaboration_id, day, visitor_key)
      SELECT DISTINCT collaboration_id, day, visitor_key FROM inserted WHERE counted
      ON CONFLICT DO NOTHING
      RETURNING collaboration_id, day
    ),
    uniques AS (SELECT collaboration_id, day, count(*)::int AS n FROM visitors GROUP BY collaboration_id, day),
    totals AS (
      SELECT collaboration_id, day, (array_agg(campaign_id))[1] AS campaign_id,
        (count(*) FILTER (WHERE counted))::int AS clicks, (count(*) FILTER (WHERE bot))::int AS bots
      FROM inserted GROUP BY collaboration_id, day
    )
    INSERT INTO collaboration_daily_stats (collaboration_id, day, campaign_id, clicks, unique_visitors, bot_clicks)
    SELECT t.collaboration_id, t.day, t.campaign_id, t.clicks, coalesce(u.n, 0), t.bots
    FROM totals t LEFT JOIN uniques u ON u.collaboration_id = t.collaboration_id AND u.day = t.day
    WHERE t.clicks > 0 OR t.bots > 0
    ON CONFLICT (collaboration_id, day) DO UPDATE SET
      clicks = collaboration_daily_stats.clicks + excluded.clicks,
      unique_visitors = collaboration_daily_stats.unique_visitors + excluded.unique_visitors,
      bot_clicks = collaboration_daily_stats.bot_clicks + excluded.bot_clicks
  `);
}
