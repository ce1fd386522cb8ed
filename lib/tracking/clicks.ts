import 'server-only';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { metrics } from '@/lib/metrics.mjs';
import { env } from '@/lib/env';
import { databaseGeneration, databaseUrl, getDb, listen, type Executor } from '@/lib/db';
import { onStop } from '@/lib/lifecycle';
import { log } from '@/lib/log';
import { IP_CLICKS_PER_HOUR, REPEAT_WINDOW_MINUTES } from './limits';
import type { ClickRepeat, DeviceClass } from '@/models';

// Clicks of tracked links are written in batches, off the redirect's path: each click is pushed
// into an in-process buffer and the redirect answers at once. The buffer is written every
// CLICK_FLUSH_MS, or as soon as CLICK_BATCH_SIZE clicks wait, in one transaction: the raw clicks,
// the day's new unique visitors and the daily rollups. A failed write (database
// down) keeps its clicks and retries with backoff; a click's id is made here, so a batch retried
// after a commit whose answer was lost counts each click once. At shutdown (lib/lifecycle.ts,
// after the HTTP server has drained) the buffer is written at once.
//
// The buffer holds CLICK_BUFFER_MAX clicks at most: past it (the database has been away for a
// while), a click is still answered with its redirect but not recorded, and counted as dropped
// (clickStats(), shown by /api/health; logged once per episode), so memory stays bounded.
//
// A sale reported by click id (lib/reports/conversions.ts) may come to another server than the
// one holding the click in its buffer: on PostgreSQL every server listens on CLICK_CHANNEL, and a
// server asked for a click id it holds answers "held", writes its buffer, and answers "written"
// (askClickOwner). The redirect itself pays nothing for it.
//
// Whether a person's click counts is decided at the write, in the database, so that it holds over
// any number of servers: the write locks the batch's links (a transaction-scoped advisory lock per
// link: two servers writing clicks of one link take turns), reads the counted clicks of the
// batch's IPs on those links, and decides each click in time order. A click counts unless the
// same visitor (IP and user agent) counted on that link less than REPEAT_WINDOW_MINUTES before (a
// 'visitor' repeat), or its IP (an IPv6 /64) already counted IP_CLICKS_PER_HOUR clicks on that link
// in the last hour (an 'ip' repeat). Repeats are kept, and added up per day (repeat_clicks), as is
// the most counted clicks of one IP that day (top_ip_clicks): reports flag a day where either
// dominates (lib/reports/service.ts). The redirect itself reads nothing.

const REPEAT_WINDOW_MS = REPEAT_WINDOW_MINUTES * 60_000;
const HOUR_MS = 60 * 60_000;
/** The click write's advisory locks are (this, hash of the link): two-int keys, apart from the migrator's one-bigint lock. */
const CLICK_LOCK_SPACE = 72193402;
/** Where servers ask each other for a buffered click (PostgreSQL only: PGlite is one process). */
const CLICK_CHANNEL = 'collabmarket_clicks';

export type Click = {
  id: string;
  collaborationId: string;
  at: Date;
  day: string;
  visitorKey: string;
  /** The keyed hash of the IP (lib/tracking/visitor.ts ipKey); null only for clicks made before it existed. */
  ipKey: string | null;
  referrerHost: string | null;
  device: DeviceClass;
  bot: boolean;
  /** Whether the click may count (no bot, the link counting): the write decides whether it does (repeats do not). */
  counted: boolean;
};

type Waiting = { click: Click; done: () => void };

/** A question to the other servers about a click id, or an answer to one (NOTIFY payloads on CLICK_CHANNEL). */
type ClickNote = { t: 'ask'; id: string; from: string } | { t: 'held' | 'written'; id: string; to: string };

type Buffer = {
  queue: Waiting[];
  timer: ReturnType<typeof setTimeout> | null;
  /** The running write loop, if any. */
  running: Promise<void> | null;
  /** Wakes the loop from a retry's backoff (flush now). */
  wake: (() => void) | null;
  /** Set at shutdown: no more waiting for the timer. */
  draining: boolean;
  /** Set by flushClicks(): write until the buffer is empty, even below a batch. */
  urgent: boolean;
  /** Whether the shutdown step is registered. */
  hooked: boolean;
  failures: number;
  /** Clicks answered but not recorded since the process started (the buffer was full). */
  dropped: number;
  /** Clicks dropped in the current episode of a full buffer (logged when it ends). */
  droppingNow: number;
  /** This process, in the notes servers exchange about clicks. */
  instance: string;
  /** LISTEN on CLICK_CHANNEL, for the database generation it was made on; after a failure, tried again from `retryAt`. */
  listening: { generation: number; ready: Promise<boolean>; retryAt?: number } | null;
  /** This process's questions awaiting answers, by click id. */
  asks: Map<string, { held: () => void; written: () => void }>;
  /** The other servers' questions being answered (asker|click id). */
  answering: Set<string>;
};

// On globalThis: Next may load this module more than once in one process, and every copy must
// share one buffer (and one shutdown step).
const buffer: Buffer = ((globalThis as { __collabmarketClicks?: Buffer }).__collabmarketClicks ??= {
  queue: [],
  timer: null,
  running: null,
  wake: null,
  draining: false,
  urgent: false,
  hooked: false,
  failures: 0,
  dropped: 0,
  droppingNow: 0,
  instance: crypto.randomUUID(),
  listening: null,
  asks: new Map(),
  answering: new Set(),
});

const MAX_BACKOFF_MS = 5_000;

/** Shutdown's click step: write every waiting click; past the step's time (the database away), say how many are lost. */
async function stopStep(signal: AbortSignal): Promise<void> {
  buffer.draining = true;
  if (!buffer.queue.length) return;
  const aborted = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
  await Promise.race([flushClicks(), aborted]);
  if (buffer.queue.length)
    log.error({ clicks: buffer.queue.length }, 'shutdown: tracked-link clicks not written (the database did not answer in time); they are lost');
}

function hookShutdown() {
  if (buffer.hooked) return;
  buffer.hooked = true;
  onStop('clicks', 'clicks', stopStep);
}

/**
 * Queues a click; resolves once it is committed (never rejects: a failed write is retried until
 * it succeeds). The redirect answers without waiting, and hands this promise to `after()`. When
 * CLICK_BUFFER_MAX clicks already wait, the click is dropped (counted, see clickStats) and this
 * resolves at once.
 */
export function recordClick(click: Click): Promise<void> {
  hookShutdown();
  if (mustListen()) void listenForAsks();
  if (buffer.queue.length >= env().CLICK_BUFFER_MAX) {
    buffer.dropped++;
    metrics().clicksDropped.inc();
    if (buffer.droppingNow++ === 0) {
      log.error(
        { buffered: buffer.queue.length, max: env().CLICK_BUFFER_MAX },
        'click buffer full (the database is not taking writes): new clicks are dropped until it drains',
      );
    }
    return Promise.resolve();
  }
  if (buffer.droppingNow) {
    log.warn({ dropped: buffer.droppingNow }, 'click buffer has room again: clicks are recorded again');
    buffer.droppingNow = 0;
  }
  const committed = new Promise<void>((done) => buffer.queue.push({ click, done }));
  if (buffer.draining || buffer.queue.length >= env().CLICK_BATCH_SIZE) startFlush();
  else buffer.timer ??= setTimeout(startFlush, env().CLICK_FLUSH_MS);
  return committed;
}

/** Writes every waiting click now; resolves when all the clicks waiting at the call are committed (retried until they are). */
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

/** The buffer's figures for /api/health: clicks waiting, the bound, and clicks dropped since start because it was full. */
export function clickStats(): { buffered: number; max: number; dropped: number } {
  return { buffered: buffer.queue.length, max: env().CLICK_BUFFER_MAX, dropped: buffer.dropped };
}

async function note(n: ClickNote): Promise<void> {
  await (await getDb()).execute(sql`select pg_notify(${CLICK_CHANNEL}, ${JSON.stringify(n)})`);
}

/** Another server asks for click `id`: if this one holds it, it says so, writes its buffer, and says when that is done. */
function answerAsk(id: string, asker: string) {
  const w = buffer.queue.find((x) => x.click.id === id);
  // One answer per question, even if it is heard twice (a listening connection made again).
  const key = `${asker}|${id}`;
  if (!w || buffer.answering.has(key)) return;
  buffer.answering.add(key);
  const written = new Promise<void>((resolve) => chain(w, resolve));
  void note({ t: 'held', id, to: asker })
    .then(() => flushClicks())
    .then(() => written)
    .then(() => note({ t: 'written', id, to: asker }))
    .catch((err) => log.warn({ err }, 'could not answer another server about a buffered click'))
    .finally(() => buffer.answering.delete(key));
}

function onNote(payload: string) {
  let n: ClickNote;
  try {
    n = JSON.parse(payload) as ClickNote;
  } catch {
    return;
  }
  if (n.t === 'ask') {
    if (n.from !== buffer.instance) answerAsk(n.id, n.from);
  } else if (n.to === buffer.instance) {
    buffer.asks.get(n.id)?.[n.t]();
  }
}

const LISTEN_RETRY_MS = 5_000;

/** Whether to (try to) LISTEN now: never yet on this database, or the last try failed a while ago. Cheap: asked on every click. */
function mustListen(): boolean {
  const l = buffer.listening;
  return !l || l.generation !== databaseGeneration() || (l.retryAt !== undefined && Date.now() >= l.retryAt);
}

/**
 * LISTEN on CLICK_CHANNEL (PostgreSQL only), once per database (the connection reconnects by
 * itself once made); resolves to whether this server hears the others.
 */
function listenForAsks(): Promise<boolean> {
  if (!mustListen()) return buffer.listening!.ready;
  const l: NonNullable<Buffer['listening']> = { generation: databaseGeneration(), ready: Promise.resolve(false) };
  l.ready = (async () => {
    if (!(await databaseUrl())) return false;
    await listen(CLICK_CHANNEL, { onNotify: onNote });
    return true;
  })().catch((err) => {
    // The database is away: tried again a little later, with a click or a question.
    l.retryAt = Date.now() + LISTEN_RETRY_MS;
    log.debug({ err }, 'not listening for click questions yet');
    return false;
  });
  buffer.listening = l;
  return l.ready;
}

/** Server start: hear the other servers' questions about buffered clicks from now on (PostgreSQL; tried again with the first click if the database is away). */
export async function startClickListener(): Promise<void> {
  await listenForAsks();
}

/**
 * Asks the other servers (PostgreSQL) for click `id`: resolves once the server holding it in its
 * buffer has written it, true; false when no server says it holds it within `heldMs` (none does,
 * or none could answer), or on PGlite. A server that holds it gets `writtenMs` to write it.
 */
export async function askClickOwner(id: string, { heldMs = 500, writtenMs = 2_000 } = {}): Promise<boolean> {
  if (!(await listenForAsks())) return false;
  let held!: () => void;
  let written!: () => void;
  const isHeld = new Promise<void>((resolve) => (held = resolve));
  const isWritten = new Promise<void>((resolve) => (written = resolve));
  buffer.asks.set(id, { held, written });
  const within = (p: Promise<void>, ms: number) => {
    let t: ReturnType<typeof setTimeout> | undefined;
    return Promise.race([p.then(() => true), new Promise<boolean>((resolve) => (t = setTimeout(() => resolve(false), ms)))]).finally(() => clearTimeout(t));
  };
  try {
    await note({ t: 'ask', id, from: buffer.instance });
    // "written" may overtake "held" (both arrive in order, but count either).
    if (!(await within(Promise.race([isHeld, isWritten]), heldMs))) return false;
    return await within(isWritten, writtenMs);
  } catch (err) {
    log.warn({ err }, 'could not ask the other servers for a buffered click');
    return false;
  } finally {
    buffer.asks.delete(id);
  }
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

type Decided = Click & { repeat: ClickRepeat | null; ipDayClicks: number };

/** What the database holds about an IP on a link: its counted clicks of the day and those near the batch's times. */
type IpState = { dayClicks: number; recent: { at: number; visitorKey: string }[] };

const pairKey = (collaborationId: string, ipKey: string) => `${collaborationId}|${ipKey}`;

/**
 * Decides each click in time order (clicks already stored are left out: a batch written again).
 * Pure, given what the database holds about the batch's IPs (`state`, updated as clicks count).
 */
function decide(clicks: Click[], state: Map<string, IpState>): Decided[] {
  const ordered = clicks.map((c, i) => ({ c, i })).sort((a, b) => a.c.at.getTime() - b.c.at.getTime() || a.i - b.i);
  const decided: Decided[] = [];
  for (const { c } of ordered) {
    const st = c.ipKey === null ? undefined : state.get(pairKey(c.collaborationId, c.ipKey));
    if (!c.counted || !st) {
      decided.push({ ...c, repeat: null, ipDayClicks: 0 });
      continue;
    }
    const at = c.at.getTime();
    let repeat: ClickRepeat | null = null;
    if (st.recent.some((r) => r.visitorKey === c.visitorKey && Math.abs(r.at - at) < REPEAT_WINDOW_MS)) repeat = 'visitor';
    else if (st.recent.filter((r) => r.at > at - HOUR_MS && r.at <= at).length >= IP_CLICKS_PER_HOUR) repeat = 'ip';
    if (!repeat) {
      st.recent.push({ at, visitorKey: c.visitorKey });
      st.dayClicks++;
    }
    decided.push({ ...c, counted: !repeat, repeat, ipDayClicks: 0 });
  }
  // Every click of an IP carries its final count of the day (the rollup keeps the day's largest).
  for (const d of decided) if (d.ipKey !== null) d.ipDayClicks = state.get(pairKey(d.collaborationId, d.ipKey))?.dayClicks ?? 0;
  return decided;
}

/**
 * Writes a batch in one transaction: takes the batch's links' locks, reads what decides its clicks
 * (clicks already stored, the counted clicks of its IPs on its links), decides them (decide()),
 * then in one statement the clicks (each once, by id), the visitors seen for the first time that
 * day on that link (counted clicks only), and adds clicks, unique visitors, bot clicks and repeats
 * to each (collaboration, India day) rollup, from the rows actually inserted, with the day's top
 * IP count. Clicks whose collaboration was deleted meanwhile are dropped (their rows would have
 * been deleted with it).
 */
export async function writeClicks(db: Executor, clicks: Click[]): Promise<void> {
  if (!clicks.length) return;
  const candidates = clicks.filter((c) => c.counted && c.ipKey !== null);
  if (!candidates.length) return insertClicks(db, decide(clicks, new Map()));
  await db.transaction(async (tx) => {
    const links = [...new Set(candidates.map((c) => c.collaborationId))];
    await tx.execute(sql`
      SELECT pg_advisory_xact_lock(${CLICK_LOCK_SPACE}, k)
      FROM (SELECT DISTINCT hashtext(l) AS k FROM jsonb_array_elements_text(${JSON.stringify(links)}::jsonb) AS l ORDER BY k) AS locks
    `);
    const times = candidates.map((c) => c.at.getTime());
    const from = new Date(Math.min(...times) - HOUR_MS).toISOString();
    const to = new Date(Math.max(...times) + REPEAT_WINDOW_MS).toISOString();
    const ids = JSON.stringify(clicks.map((c) => c.id));
    const pairs = JSON.stringify([...new Map(candidates.map((c) => [pairKey(c.collaborationId, c.ipKey!), { c: c.collaborationId, ip: c.ipKey }])).values()]);
    // Clicks of this batch already stored: a batch written again after a commit whose answer was lost.
    const already = await tx.execute<{ id: string }>(
      sql`SELECT id::text AS id FROM link_clicks WHERE id IN (SELECT i::uuid FROM jsonb_array_elements_text(${ids}::jsonb) AS i)`,
    );
    const stored = new Set(already.rows.map((r) => r.id));
    // Each IP's counted clicks on the link (its key is the day's: all of that day), those near the batch's times listed.
    const read = await tx.execute<{ collaboration_id: string; ip_key: string; day_clicks: number; recent: { at: number; v: string }[] }>(sql`
      SELECT p.c AS collaboration_id, p.ip AS ip_key, count(k.id)::int AS day_clicks,
        coalesce(json_agg(json_build_object('at', (extract(epoch FROM k.at) * 1000)::bigint, 'v', k.visitor_key))
          FILTER (WHERE k.at > ${from}::timestamptz AND k.at < ${to}::timestamptz), '[]'::json) AS recent
      FROM jsonb_to_recordset(${pairs}::jsonb) AS p(c uuid, ip text)
      LEFT JOIN link_clicks k ON k.counted AND k.collaboration_id = p.c AND k.ip_key = p.ip
      GROUP BY p.c, p.ip
    `);
    const state = new Map<string, IpState>();
    for (const r of read.rows) {
      state.set(pairKey(r.collaboration_id, r.ip_key), {
        dayClicks: Number(r.day_clicks),
        recent: r.recent.map((x) => ({ at: Number(x.at), visitorKey: x.v })),
      });
    }
    await insertClicks(
      tx,
      decide(
        clicks.filter((c) => !stored.has(c.id)),
        state,
      ),
    );
  });
}

async function insertClicks(db: Executor, clicks: Decided[]): Promise<void> {
  if (!clicks.length) return;
  const rows = JSON.stringify(
    clicks.map((c) => ({
      id: c.id,
      collaboration_id: c.collaborationId,
      at: c.at.toISOString(),
      day: c.day,
      visitor_key: c.visitorKey,
      ip_key: c.ipKey,
      referrer_host: c.referrerHost,
      device: c.device,
      bot: c.bot,
      counted: c.counted,
      repeat: c.repeat,
      ip_day_clicks: c.ipDayClicks,
    })),
  );
  await db.execute(sql`
    WITH input AS (
      SELECT x.*, p.campaign_id
      FROM jsonb_to_recordset(${rows}::jsonb) AS x(id uuid, collaboration_id uuid, at timestamptz, day date, visitor_key text, ip_key text, referrer_host text, device text, bot boolean, counted boolean, repeat text, ip_day_clicks int)
      JOIN participation_requests p ON p.id = x.collaboration_id
    ),
    inserted AS (
      INSERT INTO link_clicks (id, collaboration_id, campaign_id, at, day, visitor_key, ip_key, referrer_host, device, bot, counted, repeat)
      SELECT id, collaboration_id, campaign_id, at, day, visitor_key, ip_key, referrer_host, device, bot, counted, repeat FROM input
      ON CONFLICT (id) DO NOTHING
      RETURNING id, collaboration_id, campaign_id, day, visitor_key, bot, counted, repeat
    ),
    visitors AS (
      INSERT INTO link_visitors (collaboration_id, day, visitor_key)
      SELECT DISTINCT collaboration_id, day, visitor_key FROM inserted WHERE counted
      ON CONFLICT DO NOTHING
      RETURNING collaboration_id, day
    ),
    uniques AS (SELECT collaboration_id, day, count(*)::int AS n FROM visitors GROUP BY collaboration_id, day),
    totals AS (
      SELECT i.collaboration_id, i.day, (array_agg(i.campaign_id))[1] AS campaign_id,
        (count(*) FILTER (WHERE i.counted))::int AS clicks, (count(*) FILTER (WHERE i.bot))::int AS bots,
        (count(*) FILTER (WHERE i.repeat IS NOT NULL))::int AS repeats, coalesce(max(x.ip_day_clicks), 0) AS top_ip
      FROM inserted i JOIN input x ON x.id = i.id GROUP BY i.collaboration_id, i.day
    )
    INSERT INTO collaboration_daily_stats (collaboration_id, day, campaign_id, clicks, unique_visitors, bot_clicks, repeat_clicks, top_ip_clicks)
    SELECT t.collaboration_id, t.day, t.campaign_id, t.clicks, coalesce(u.n, 0), t.bots, t.repeats, t.top_ip
    FROM totals t LEFT JOIN uniques u ON u.collaboration_id = t.collaboration_id AND u.day = t.day
    WHERE t.clicks > 0 OR t.bots > 0 OR t.repeats > 0
    ON CONFLICT (collaboration_id, day) DO UPDATE SET
      clicks = collaboration_daily_stats.clicks + excluded.clicks,
      unique_visitors = collaboration_daily_stats.unique_visitors + excluded.unique_visitors,
      bot_clicks = collaboration_daily_stats.bot_clicks + excluded.bot_clicks,
      repeat_clicks = collaboration_daily_stats.repeat_clicks + excluded.repeat_clicks,
      top_ip_clicks = greatest(collaboration_daily_stats.top_ip_clicks, excluded.top_ip_clicks)
  `);
}
