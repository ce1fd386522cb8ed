// @ts-check
// The page cache: Next.js's incremental cache handler (next.config.mjs `cacheHandler`), so the
// public pages (/, /collaborate and its variants, campaign and creator pages) are rendered once
// and then served from memory at static speed.
//
// - Each page stored gets its own Content-Security-Policy, with the SHA-256 of every inline
//   script it carries (Next.js's bootstrap and RSC payload): no 'unsafe-inline', no nonce, and
//   the same bytes for every visitor. The header travels with the page (Next.js sends a cached
//   page's stored headers), including on the render that fills the cache.
// - Invalidation is by tag (Next.js's page tags: `_N_T_/campaigns/<id>`, `_N_T_/collaborate/layout`...).
//   lib/page-cache/invalidate.ts marks tags here at once and, on PostgreSQL, tells every other
//   server through NOTIFY; an invalidated page is rendered again on its next request (blocking,
//   one render for all waiting requests). While a server cannot hear other servers it stores nothing.
// - Memory is bounded (PAGE_CACHE_MB, least recently used first out); only 200 answers are kept.
//
// Loaded by Next.js itself (not bundled), so it shares its state with the app's code through
// globalThis. Plain JavaScript for the same reason.
import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from '../security/csp.mjs';

const STATE = Symbol.for('collabmarket.pageCache');
/** When a page's render start is unknown, it is taken to have started this long before it was stored. */
const RENDER_WINDOW_MS = 5_000;

/**
 * @typedef {{ value: any, lastModified: number, validFrom: number, cacheControl?: { revalidate?: number | false, expire?: number }, tags: string[], bytes: number, front?: FrontCopy, handedOnAt?: number }} Entry
 * @typedef {{ headers: string[], body: Buffer, gzip?: Buffer }} FrontCopy What the front (lib/page-cache/front.mjs) answers for this page: Next.js's own headers and the bytes.
 * @typedef {{ path: string, rewrite: string, bytes: number }} LearntQuery Where proxy.ts sends one list query (lib/page-cache/front.mjs).
 * @typedef {{ entries: Map<string, Entry>, paths: Map<string, string>, learnt: Map<string, LearntQuery>, learntBytes: number, bytes: number, maxBytes: number, tags: Map<string, number>, asked: Map<string, number>, listening: boolean, stores: number, hits: number, misses: number, frontHits: number }} PageCacheState
 */

/** @returns {PageCacheState} */
export function pageCacheState() {
  const g = /** @type {Record<symbol, PageCacheState | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (g[STATE] ??= {
    entries: new Map(),
    // A page's address (`/campaigns/<id>`, `/collaborate/page-2`, `/index`) → its key.
    paths: new Map(),
    // The front's learnt list queries: counted in `bytes` too, and kept to a sixteenth of the budget.
    learnt: new Map(),
    learntBytes: 0,
    bytes: 0,
    maxBytes: Math.max(1, Number(process.env.PAGE_CACHE_MB || 256)) * 1024 * 1024,
    tags: new Map(),
    asked: new Map(),
    // PGlite (one process owns the data) hears every write; PostgreSQL waits for the listener.
    listening: !process.env.DATABASE_URL,
    stores: 0,
    hits: 0,
    misses: 0,
    frontHits: 0,
  });
}

/**
 * Forgets the pages that carry any of `tags` (now, on this server).
 * @param {readonly string[]} tags
 */
export function invalidateTags(tags) {
  const s = pageCacheState();
  const now = Date.now();
  for (const tag of tags) s.tags.set(tag, now);
  for (const [key, entry] of s.entries) if (isInvalid(s, entry)) drop(s, key);
}

/** Forgets every page (the server could not hear invalidations for a while). */
export function clearPageCache() {
  const s = pageCacheState();
  s.entries.clear();
  s.paths.clear();
  s.learnt.clear();
  s.learntBytes = 0;
  s.bytes = 0;
}

/**
 * Where the front learnt a list query goes, kept most recently used; undefined when not learnt.
 * @param {string} key
 * @returns {LearntQuery | undefined}
 */
export function learntQuery(key) {
  const s = pageCacheState();
  const found = s.learnt.get(key);
  if (found) {
    s.learnt.delete(key);
    s.learnt.set(key, found);
  }
  return found;
}

/**
 * Remembers where a list query goes, counted in the cache's memory (PAGE_CACHE_MB): the least
 * recently used queries go first once they take more than a sixteenth of it.
 * @param {string} key
 * @param {string} rewrite
 */
export function learnQuery(key, rewrite) {
  const s = pageCacheState();
  forgetQuery(s, key);
  // UTF-16 strings in V8's heap, the Map's slots and the record: about 2 bytes a character plus 200.
  const bytes = 2 * (key.length + rewrite.length) + 200;
  s.learnt.set(key, { path: rewrite, rewrite, bytes });
  s.learntBytes += bytes;
  s.bytes += bytes;
  while (s.learntBytes > s.maxBytes / 16) forgetQuery(s, s.learnt.keys().next().value);
  while (s.bytes > s.maxBytes && s.entries.size > 0) drop(s, s.entries.keys().next().value);
}

/** Forgets the learnt list queries (tests). */
export function forgetLearntQueries() {
  const s = pageCacheState();
  s.bytes -= s.learntBytes;
  s.learnt.clear();
  s.learntBytes = 0;
}

/**
 * @param {PageCacheState} s
 * @param {string | undefined} key
 */
function forgetQuery(s, key) {
  if (key === undefined) return;
  const found = s.learnt.get(key);
  if (!found) return;
  s.learnt.delete(key);
  s.learntBytes -= found.bytes;
  s.bytes -= found.bytes;
}

/**
 * Next.js's key of a page, `/route-cache/APP_PAGE/<route hash>/$/campaigns/<id>`, ends with its
 * address (`/index` for `/`): what the front looks pages up by.
 * @param {string} key
 * @returns {string | null}
 */
function pathOfKey(key) {
  const at = key.indexOf('/$/');
  return at < 0 ? null : key.slice(at + 2);
}

/**
 * The page stored at `path` and its key (only if it is `expected`, when given), or null.
 * @param {PageCacheState} s
 * @param {string} path
 * @param {Entry} [expected]
 * @returns {{ key: string, entry: Entry } | null}
 */
function storedAt(s, path, expected) {
  const key = s.paths.get(path);
  const entry = key === undefined ? undefined : s.entries.get(key);
  if (!entry || key === undefined || (expected !== undefined && entry !== expected)) return null;
  return { key, entry };
}

/**
 * The stored page at `path` while Next.js would serve it as is (a HIT: not invalidated, not yet
 * due to be rendered again), else null.
 * @param {string} path
 * @param {number} [now]
 * @returns {Entry | null}
 */
export function freshPage(path, now = Date.now()) {
  const s = pageCacheState();
  const entry = storedAt(s, path)?.entry;
  if (!entry || isInvalid(s, entry)) return null;
  return isDue(entry, now) ? null : entry;
}

/** Whether Next.js would render the page again (its revalidate time is over). @type {(entry: Entry, now: number) => boolean} */
const isDue = (entry, now) => {
  const revalidate = entry.cacheControl?.revalidate;
  return revalidate !== false && !(typeof revalidate === 'number' && entry.lastModified + revalidate * 1000 > now);
};

/**
 * How long the front goes on sending a page that is due to be rendered again (the stale copy Next.js
 * itself sends meanwhile) after it handed one request on to Next.js, which renders it in the
 * background: when no new page is stored by then, the next request goes to Next.js again.
 */
export const RENDER_AGAIN_GRACE_MS = 5000;

/**
 * The stored page at `path` the front may send, and whether it is stale: a fresh page (as
 * freshPage); or one due to be rendered again, while Next.js renders it (stale-while-revalidate,
 * as its Cache-Control says): the first request after it fell due goes to Next.js, which sends the
 * stale page and renders it again in the background; the requests after it, for
 * RENDER_AGAIN_GRACE_MS, are sent the same stale page by the front, until the new one is stored.
 * Without this, every request would go through Next.js's router (about 1 ms of CPU each) for as
 * long as the render takes, and a busy list's p99 would be that queue. Never an invalidated page,
 * nor one past its stale-while-revalidate window.
 * @param {string} path
 * @param {number} [now]
 * @returns {{ entry: Entry, stale: boolean } | null}
 */
export function servablePage(path, now = Date.now()) {
  const s = pageCacheState();
  const entry = storedAt(s, path)?.entry;
  if (!entry || isInvalid(s, entry)) return null;
  if (!isDue(entry, now)) return { entry, stale: false };
  const { revalidate, expire } = entry.cacheControl ?? {};
  if (typeof revalidate !== 'number' || (typeof expire === 'number' && entry.lastModified + expire * 1000 <= now)) return null;
  if (entry.handedOnAt === undefined || entry.handedOnAt + RENDER_AGAIN_GRACE_MS <= now) {
    entry.handedOnAt = now;
    return null;
  }
  return { entry, stale: true };
}

/**
 * Counts a page the front answered, and keeps it most recently used.
 * @param {string} path
 * @param {Entry} entry
 */
export function servedByFront(path, entry) {
  const s = pageCacheState();
  const stored = storedAt(s, path, entry);
  if (!stored) return;
  s.entries.delete(stored.key);
  s.entries.set(stored.key, entry);
  s.frontHits += 1;
}

/**
 * Keeps the front's copy of the page at `path` with it, counted in the cache's memory.
 * @param {string} path
 * @param {Entry} entry
 * @param {FrontCopy} copy
 */
export function keepFrontCopy(path, entry, copy) {
  const s = pageCacheState();
  // A page evicted or replaced meanwhile goes without: the next request makes the copy of its successor.
  if (!storedAt(s, path, entry)) return;
  const added = frontBytes(copy) - (entry.front ? frontBytes(entry.front) : 0);
  entry.front = copy;
  entry.bytes += added;
  s.bytes += added;
  while (s.bytes > s.maxBytes) drop(s, s.entries.keys().next().value);
}

/** @type {(copy: FrontCopy) => number} */
const frontBytes = (copy) => copy.body.byteLength + (copy.gzip?.byteLength ?? 0) + copy.headers.reduce((n, h) => n + h.length, 0);

/**
 * @param {PageCacheState} s
 * @param {string | undefined} key
 */
function drop(s, key) {
  if (key === undefined) return;
  const entry = s.entries.get(key);
  if (!entry) return;
  s.entries.delete(key);
  s.bytes -= entry.bytes;
  const path = pathOfKey(key);
  if (path !== null && s.paths.get(path) === key) s.paths.delete(path);
}

// A page is invalid when one of its tags was invalidated after its render began: a render that
// started before a write may have read the data from before it.
/**
 * @param {PageCacheState} s
 * @param {Entry} entry
 */
function isInvalid(s, entry) {
  for (const tag of entry.tags) {
    const at = s.tags.get(tag);
    if (at !== undefined && at >= entry.validFrom) return true;
  }
  return false;
}

/**
 * The first miss of a page since it was last stored: the earliest its render can have started.
 * @param {PageCacheState} s
 * @param {string} key
 */
function noteAsked(s, key) {
  if (s.asked.has(key)) return;
  if (s.asked.size > 10_000) s.asked.clear();
  s.asked.set(key, Date.now());
}

const RAW_TEXT = /(<script\b[^>]*>)([\s\S]*?)(<\/script>)|(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi;
const BEYOND_ASCII = /[^\x00-\x7f]/;
const CODE_POINTS_BEYOND_ASCII = /[^\x00-\x7f]/gu;
const UNITS_BEYOND_ASCII = /[^\x00-\x7f]/g;

/** @type {(unit: string) => string} */
const hex4 = (unit) => unit.charCodeAt(0).toString(16).padStart(4, '0');
/** @type {(text: string) => string} */
const inHtml = (text) => text.replace(CODE_POINTS_BEYOND_ASCII, (c) => `&#x${(c.codePointAt(0) ?? 0).toString(16)};`);
/** @type {(text: string) => string} */
const inScript = (text) => text.replace(UNITS_BEYOND_ASCII, (u) => `\\u${hex4(u)}`);
/** @type {(text: string) => string} */
const inStyle = (text) => text.replace(CODE_POINTS_BEYOND_ASCII, (c) => `\\${(c.codePointAt(0) ?? 0).toString(16)} `);

/**
 * The page with every character beyond ASCII written as an escape the browser reads back as the
 * same character (`&#x20b9;` in HTML, `\u20b9` in scripts, `\20b9 ` in styles), as a flat
 * one-byte string. Node.js sends such a string with a plain copy; one "₹" in a 100 KB page
 * otherwise makes it convert the whole page to UTF-8 on every response (twice the CPU per request).
 * @param {string} html
 * @returns {string}
 */
export function asciiHtml(html) {
  if (!BEYOND_ASCII.test(html)) return Buffer.from(html, 'latin1').toString('latin1');
  let out = '';
  let last = 0;
  for (const m of html.matchAll(RAW_TEXT)) {
    out += inHtml(html.slice(last, m.index));
    out += m[1] !== undefined ? `${m[1]}${inScript(m[2])}${m[3]}` : `${m[4]}${inStyle(m[5])}${m[6]}`;
    last = (m.index ?? 0) + m[0].length;
  }
  out += inHtml(html.slice(last));
  return Buffer.from(out, 'latin1').toString('latin1');
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The SHA-256 sources of every inline script in a page, in order, without repeats.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const m of html.matchAll(INLINE_SCRIPT)) hashes.add(`'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
  return [...hashes];
}

/**
 * The policy of a stored page: its own inline scripts by hash, the rest as everywhere.
 * @param {string} html
 * @returns {string}
 */
export function pagePolicy(html) {
  return contentSecurityPolicy({ hashes: inlineScriptHashes(html), firebase: Boolean(process.env.NEXT_PUBLIC_FIREBASE_API_KEY) });
}

/**
 * @typedef {{ kind?: string, html?: string, status?: number, headers?: Record<string, unknown>, rscData?: Buffer, segmentData?: Map<string, Buffer>, data?: unknown }} CacheValue
 *   What Next.js stores (the fields this cache reads: an app page's HTML, payloads, headers).
 * @typedef {{ cacheControl?: { revalidate?: number | false, expire?: number }, tags?: string[] }} SetContext
 */

/** @param {CacheValue | null | undefined} value */
function sizeOf(value) {
  let bytes = 512;
  if (typeof value?.html === 'string') bytes += Buffer.byteLength(value.html);
  if (value?.rscData) bytes += value.rscData.byteLength;
  if (value?.segmentData) for (const b of value.segmentData.values()) bytes += b.byteLength;
  if (value?.kind === 'FETCH') bytes += JSON.stringify(value.data ?? '').length;
  return bytes;
}

/**
 * @param {CacheValue} value
 * @param {SetContext | undefined} ctx
 * @returns {string[]}
 */
function tagsOf(value, ctx) {
  const header = value?.headers?.['x-next-cache-tags'];
  const tags = typeof header === 'string' ? header.split(',') : [];
  return [...tags, ...(ctx?.tags ?? [])];
}

export default class PageCacheHandler {
  /** @param {string} key */
  async get(key) {
    const s = pageCacheState();
    const entry = s.entries.get(key);
    if (!entry || isInvalid(s, entry)) {
      if (entry) drop(s, key);
      noteAsked(s, key);
      s.misses += 1;
      return null;
    }
    // Most recently used last: Map keeps insertion order, so the first key is the one to evict.
    s.entries.delete(key);
    s.entries.set(key, entry);
    s.hits += 1;
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  /**
   * @param {string} key
   * @param {CacheValue | null} data
   * @param {SetContext} [ctx]
   */
  async set(key, data, ctx) {
    const s = pageCacheState();
    if (data?.kind === 'APP_PAGE' && typeof data.html === 'string') {
      // In place: the same object answers the request that rendered this page (Next.js reads it
      // back after set()), so its bytes and its policy match from the first response on.
      data.html = asciiHtml(data.html);
      data.headers = data.headers ?? {};
      data.headers['content-security-policy'] = pagePolicy(data.html);
    }
    drop(s, key);
    const now = Date.now();
    const validFrom = s.asked.get(key) ?? now - RENDER_WINDOW_MS;
    s.asked.delete(key);
    // Only pages a visitor should see again (not 404s for every URL a scanner tries), and only
    // while this server hears other servers' invalidations.
    if (!data || !s.listening || (data.kind === 'APP_PAGE' && data.status && data.status !== 200)) return;
    const entry = { value: data, lastModified: now, validFrom, cacheControl: ctx?.cacheControl, tags: tagsOf(data, ctx), bytes: sizeOf(data) };
    if (entry.bytes > s.maxBytes / 4) return;
    s.entries.set(key, entry);
    s.bytes += entry.bytes;
    s.stores += 1;
    const path = pathOfKey(key);
    if (path !== null) s.paths.set(path, key);
    while (s.bytes > s.maxBytes) drop(s, s.entries.keys().next().value);
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    invalidateTags(typeof tags === 'string' ? [tags] : tags);
  }

  resetRequestCache() {}
}
