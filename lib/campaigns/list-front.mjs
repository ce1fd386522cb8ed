// @ts-check
// The campaign list's front: `GET /api/campaign` without a query (the default page, the spec
// client's one call) answered by server.mjs before Next.js, from the same cache entry the route
// handler would send (lib/campaigns/list-cache.ts), while that entry is fresh.
//
// Why: the entry's bytes and ETag are ready, but a request through Next.js still costs about a
// millisecond of CPU in its router and request plumbing (the page cache's front says the same of
// pages, lib/page-cache/front.mjs), which at 100 campaigns (77 KB) held the list to 0.61-0.69x a
// minimal Next.js route sending the same bytes. What the list holds, when it is stale and when it
// is forgotten (every campaign write, on every server) stays with list-cache.ts: this file only
// reads its state. The headers are Next.js's own, kept from an answer it sent for this address.
// Plain JavaScript: server.mjs runs it without a build.
import { etagMatches } from '../http/etag.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {{ body: Uint8Array, etag: string, expires: number }} ListFrontEntry What the front needs of a cached list answer (list-cache.ts keeps more).
 */
/**
 * @template {ListFrontEntry} E
 * @template L
 * @typedef {object} ListCacheState
 * @property {Map<string, E>} entries
 * @property {Map<string, Promise<E>>} inflight
 * @property {number} generation
 * @property {L} [listener]
 * @property {string} [serverId] This process's name in its own NOTIFY payloads (list-cache.ts), so that it ignores their echo.
 * @property {string} [frontKey] The cache key of `GET /api/campaign` without a query, set by its route handler.
 * @property {string[]} [frontHeaders] Next.js's headers for that answer (ETag and per-response ones aside), kept by the front.
 */

const LIST_PATH = '/api/campaign';
/** Headers of one response, not of the list: the front sends its own (and the entry's ETag). */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'etag']);

/**
 * The list cache's state: one object per process, whichever copy of a module asks (Next.js
 * bundles list-cache.ts, server.mjs loads this file as it is).
 * @template {ListFrontEntry} E
 * @template L
 * @returns {ListCacheState<E, L>}
 */
export function listCacheState() {
  const g = /** @type {{ __collabmarketListCache?: ListCacheState<E, L> }} */ (globalThis);
  return (g.__collabmarketListCache ??= { entries: new Map(), inflight: new Map(), generation: 0 });
}

/**
 * Answers the default list from the cache if it can: true when answered. Requests with an Origin
 * go to Next.js (proxy.ts adds CORS headers for the allowed ones), as do queries, other methods
 * and a list that is not cached, or has expired with no read of it under way (Next.js reads it).
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @returns {boolean}
 */
export function answerListFromFront(req, res) {
  // PAGE_FRONT=0: every request goes to Next.js (this front's and the page cache's).
  if (process.env.PAGE_FRONT === '0') return false;
  if (req.method !== 'GET' || req.url !== LIST_PATH || req.headers.origin !== undefined) return false;
  /** @type {ListCacheState<ListFrontEntry, unknown>} */
  const state = listCacheState();
  const headers = state.frontHeaders;
  const entry = state.frontKey === undefined ? undefined : state.entries.get(state.frontKey);
  if (!headers) res.once('finish', () => keepHeaders(state, res));
  // An entry past its time goes to Next.js, which reads it again; while that read is under way the
  // front answers the entry as it was, as the route does (list-cache.ts).
  if (!headers || !entry || state.frontKey === undefined || !(entry.expires > Date.now() || state.inflight.has(state.frontKey))) return false;
  if (etagMatches(req.headers['if-none-match'], entry.etag)) {
    // As lib/http-cache.ts answers a 304: the same headers without a body's type.
    /** @type {string[]} */
    const notModified = [];
    for (let i = 0; i < headers.length; i += 2) if (headers[i].toLowerCase() !== 'content-type') notModified.push(headers[i], headers[i + 1]);
    res.writeHead(304, [...notModified, 'ETag', entry.etag]);
    res.end();
    return true;
  }
  res.writeHead(200, [...headers, 'ETag', entry.etag, 'Content-Length', String(entry.body.byteLength)]);
  res.end(entry.body);
  return true;
}

/**
 * Keeps the headers of Next.js's answer to the default list (a 200 with its JSON), for the front's.
 * @param {ListCacheState<ListFrontEntry, unknown>} state
 * @param {ServerResponse} res
 */
function keepHeaders(state, res) {
  if (res.statusCode !== 200 || res.hasHeader('set-cookie') || !res.hasHeader('etag')) return;
  if (!String(res.getHeader('content-type') ?? '').startsWith('application/json')) return;
  /** @type {string[]} */
  const headers = [];
  // Node has it since 15.13 (the names as they were set); @types/node does not list it.
  for (const name of /** @type {ServerResponse & { getRawHeaderNames(): string[] }} */ (res).getRawHeaderNames()) {
    const value = res.getHeader(name);
    if (PER_RESPONSE.has(name.toLowerCase()) || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.push(name, String(v));
  }
  state.frontHeaders = headers;
}
