import 'server-only';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { databaseUrl, getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { weakEtag } from '@/lib/http-cache';
import { listOpenCampaigns, type CampaignFilter, type CampaignPage } from './queries';
import { todayInIndia } from './deadline';
import { listCacheState } from './list-front.mjs';
import { invalidatePages, pageTags } from '@/lib/page-cache/invalidate';

// The public campaign list is read far more often than it changes, so each server keeps the
// answers it computed for a short time (CAMPAIGN_LIST_CACHE_TTL_MS). Every write that changes a
// list calls invalidateCampaignLists(): this server forgets at once, and on PostgreSQL the other
// servers hear it through LISTEN/NOTIFY. While a server cannot listen it does not cache at all.
// Participation requests do not invalidate: a card's request count may lag by up to the TTL (and
// the one read that refreshes an aged answer).

type Entry = { page: CampaignPage; body: Uint8Array<ArrayBuffer>; etag: string; expires: number };
type Listener = { ready: boolean; started: boolean; firstAttempt: Promise<void> };

const CHANNEL = 'campaign_lists';
const MAX_ENTRIES = 500;
// Shared by every copy of this module and by server.mjs's front (list-front.mjs), which answers
// GET /api/campaign without a query from `entries` as long as an entry is there and fresh.
const shared = listCacheState<Entry, Listener>();
// Our own notifications come back to our listener: this server already forgot its answers when it
// sent them, and forgetting again would throw away the fresh answer it read since.
const serverId = (shared.serverId ??= crypto.randomUUID());

function forgetLocal() {
  shared.generation += 1;
  shared.entries.clear();
  shared.inflight.clear();
}

/** PostgreSQL only: one LISTEN connection per server, reconnecting with backoff. */
function startListener(url: string) {
  if (shared.listener) return shared.listener;
  let attempted!: () => void;
  const state: Listener = { ready: false, started: true, firstAttempt: new Promise<void>((r) => (attempted = r)) };
  shared.listener = state;
  let delay = 500;
  const connect = async () => {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    const lost = () => {
      if (!state.ready && delay > 500) return;
      state.ready = false;
      forgetLocal();
      client.removeAllListeners();
      client.end().catch(() => {});
      setTimeout(() => void connect(), delay).unref();
      delay = Math.min(delay * 2, 10_000);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (msg) => {
      if (msg.payload !== serverId) forgetLocal();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      forgetLocal();
      state.ready = true;
      delay = 500;
    } catch (err) {
      log.warn({ err: String(err) }, 'campaign list cache: cannot listen, caching paused');
      state.ready = true; // let lost() schedule the retry
      lost();
    } finally {
      attempted();
    }
  };
  void connect();
  return state;
}

async function cacheUsable(): Promise<boolean> {
  if (env().CAMPAIGN_LIST_CACHE_TTL_MS === 0) return false;
  const url = await databaseUrl();
  if (!url) return true; // PGlite: one process owns the data, local invalidation is enough
  const listener = startListener(url);
  if (!listener.ready) await listener.firstAttempt;
  return listener.ready;
}

async function compute(query: CampaignFilter): Promise<Entry> {
  const page = await listOpenCampaigns(query);
  const body = Buffer.from(JSON.stringify(page));
  return { page, body, etag: weakEtag(body), expires: Date.now() + env().CAMPAIGN_LIST_CACHE_TTL_MS };
}

/**
 * Every filter is part of the key; "deadline not passed" also depends on the day (India time),
 * so an answer kept across midnight is not served for the next day.
 */
function cacheKey(q: CampaignFilter): string {
  // Typed so that a filter added to the query cannot be left out of the key.
  const key: { [K in keyof CampaignFilter]-?: unknown } = {
    q: q.q,
    platform: q.platform,
    interest: q.interest,
    minFollowers: q.minFollowers,
    maxFollowers: q.maxFollowers,
    minFee: q.minFee,
    maxFee: q.maxFee,
    open: q.open ? todayInIndia() : false,
    page: q.page,
    limit: q.limit,
    after: q.after,
    // A creator's audience in one canonical order, so the same handles share one entry.
    audience: q.audience?.map((a) => `${a.platform}:${a.followers}`).sort(),
    interests: q.interests ? [...q.interests].sort() : undefined,
  };
  return JSON.stringify(key);
}

/**
 * One page of open campaigns with its JSON body and ETag, from this server's short-lived cache
 * when it can. A hit answers at once, with no await: entries exist only while the cache is usable
 * (losing the listener or any write clears them), and this is the public list's hot path.
 * An entry past its time is read again by one request; the others get it as it was meanwhile
 * (it has only aged: a write removes entries at once), so the list never stalls every reader.
 * `bareAddress`: the request had no query (GET /api/campaign), which server.mjs's front answers
 * from this entry from then on, the same way, until a write clears it.
 */
export function cachedCampaignList(query: CampaignFilter, opts: { bareAddress?: boolean } = {}): Entry | Promise<Entry> {
  const key = cacheKey(query);
  // The list at the address without a query: the front answers it from this key's entry.
  if (opts.bareAddress) shared.frontKey = key;
  const hit = shared.entries.get(key);
  if (hit && env().CAMPAIGN_LIST_CACHE_TTL_MS > 0 && (hit.expires > Date.now() || shared.inflight.has(key))) return hit;
  return fill(key, query);
}

async function fill(key: string, query: CampaignFilter): Promise<Entry> {
  if (!(await cacheUsable())) return compute(query);
  const hit = shared.entries.get(key);
  if (hit && hit.expires > Date.now()) return hit;
  const pending = shared.inflight.get(key);
  if (pending) return pending;
  const generation = shared.generation;
  const p = compute(query)
    .then((entry) => {
      // A write that happened while we were reading makes this answer stale: don't keep it.
      if (shared.generation === generation) {
        if (shared.entries.size >= MAX_ENTRIES) shared.entries.delete(shared.entries.keys().next().value!);
        shared.entries.set(key, entry);
      }
      return entry;
    })
    .finally(() => {
      if (shared.inflight.get(key) === p) shared.inflight.delete(key);
    });
  shared.inflight.set(key, p);
  return p;
}

/**
 * Call after every write that changes what the public list shows; reaches every server on
 * PostgreSQL. The cached pages go too: every list page, and the campaign's own page when given.
 */
export async function invalidateCampaignLists(campaignId?: string): Promise<void> {
  forgetLocal();
  await invalidatePages([...pageTags.campaignLists, ...(campaignId ? pageTags.campaign(campaignId) : [])]);
  try {
    if (!(await databaseUrl())) return;
    const db = await getDb();
    await db.execute(sql`select pg_notify(${CHANNEL}, ${serverId})`);
  } catch (err) {
    log.warn({ err: String(err) }, 'campaign list cache: notify failed');
  }
}
