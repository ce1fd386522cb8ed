// @ts-check
// The front of the production server (server.mjs): a stored public page that Next.js would send
// as a HIT is sent from here, before Next.js's router, with the headers Next.js itself sent for
// that page and its bytes kept ready (and gzipped once). Everything else goes to Next.js.
//
// Why: a cache hit through Next.js costs about 1 ms of CPU, most of it in its router (rewrites and
// proxy matchers compiled per request, a cache handler imported and set up per request), none of
// it needed to send bytes already rendered. What decides a page's content stays with Next.js and
// the page cache: what is stored, when it is invalid (tags, on every server), when it is due to
// be rendered again. The front answers a fresh page; an invalidated or missing one goes to
// Next.js, which renders it; one due to be rendered again goes to Next.js once (it sends the stale
// page and renders it in the background), and meanwhile the front sends the same stale page
// (servablePage in handler.mjs).
//
// The headers are not written here: the first time Next.js answers a stored page (the MISS that
// renders it, or a HIT), the headers it sent are kept beside the page (keepFrontCopy in
// lib/page-cache/handler.mjs), so the front sends exactly what Next.js sends (security headers,
// Cache-Control, Vary, the page's own Content-Security-Policy).
// Plain JavaScript: server.mjs runs it without a build.
import { gzipSync } from 'node:zlib';
import { freshPage, keepFrontCopy, learnQuery, learntQuery, servablePage, servedByFront } from './handler.mjs';
import { rewrittenListPath } from './collaborate-views.mjs';
import { QUALIFY_KEY } from '../campaigns/list-query-space.mjs';
import { metrics } from '../metrics.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 */

const REWRITE = 'x-middleware-rewrite';
const CACHE = 'x-nextjs-cache';
/** The longest list address the front learns (longer ones go to Next.js every time). */
export const LEARNT_URL_MAX = 2048;

/**
 * The creator's audience, which proxy.ts reads for "Campaigns I qualify for" (`AUDIENCE_COOKIE` in
 * lib/auth/cookies.ts; page-front.test.ts checks they agree).
 */
export const AUDIENCE_COOKIE = 'cm_audience';

// The cached page proxy.ts sent each list query to (`/collaborate?q=tea` → `/collaborate/cT10ZWE`)
// is learnt from its answers: proxy.ts makes that address from the query alone (with the list's
// schema, which this plain JavaScript cannot run), and for "Campaigns I qualify for" from the
// audience cookie too, which is then part of the key: the same query (and audience) always goes
// to the same page. The table lives with the pages (learnQuery in handler.mjs), counted in
// PAGE_CACHE_MB, least recently used out first.

/**
 * The request headers a visitor's page load carries (browsers, proxies, CDNs). The front answers
 * only requests whose every header is one of these (or a `sec-` header the browser sets): anything
 * else may mean something to Next.js (its router's `rsc`, `next-router-*`, `next-action`,
 * `x-prerender-revalidate`, headers a future version adds) and goes to Next.js, which knows.
 */
const ORDINARY_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'accept',
  'accept-encoding',
  'accept-language',
  'user-agent',
  'cookie',
  'referer',
  'cache-control',
  'pragma',
  'priority',
  'upgrade-insecure-requests',
  'dnt',
  'te',
  'via',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-real-ip',
  'x-request-id',
  'cdn-loop',
]);

/**
 * Whether every header of the request is an ordinary one.
 * @param {string[]} rawHeaders Node's flat list: name, value, name, value…
 */
function onlyOrdinaryHeaders(rawHeaders) {
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i].toLowerCase();
    if (!ORDINARY_HEADERS.has(name) && !name.startsWith('sec-')) return false;
  }
  return true;
}
/** Headers of one response or address, not of the page (a list query's rewrite is sent with the answer for that query). */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', REWRITE]);
/** Campaign and creator pages: ids as the app makes them (anything else goes to Next.js, which answers 404). */
const DETAIL = /^\/(?:campaigns|creators)\/[A-Za-z0-9_-]{1,64}$/;
/** The API reference: its first page, a tag's page, an operation's page (unknown ones go to Next.js, which answers 404). */
const DOCS = /^\/docs\/api(?:\/[a-z0-9-]{1,64}(?:\/[A-Za-z0-9]{1,100})?)?$/;

/**
 * Where a request goes: the stored page's address (`/index`, `/campaigns/<id>`,
 * `/collaborate/page-2`, `/docs/api/campaigns`), with proxy.ts's rewrite for a learnt list query; `learn` for a list
 * query the front may answer once it has seen where proxy.ts sends it; null for what Next.js answers.
 * @param {IncomingMessage} req
 * @returns {{ path: string, rewrite?: string } | { learn: string } | null}
 */
function route(req) {
  if (req.method !== 'GET') return null;
  const h = req.headers;
  if (!onlyOrdinaryHeaders(req.rawHeaders)) return null;
  // Draft mode reads pages fresh.
  if (h.cookie?.includes('__prerender_bypass')) return null;
  const url = req.url ?? '';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const search = q < 0 ? '' : url.slice(q + 1);
  // Next.js's own query parameters (the router's cache buster, internal data requests).
  if (search.includes('_rsc') || search.includes('__next')) return null;
  if (path === '/') return { path: '/index' };
  if (DETAIL.test(path) || DOCS.test(path)) return { path };
  if (path !== '/collaborate') return null;
  const params = new URLSearchParams(search);
  const rewritten = rewrittenListPath(params);
  if (rewritten !== null) return { path: rewritten };
  if (url.length > LEARNT_URL_MAX) return null;
  let key = url;
  if (params.has(QUALIFY_KEY)) {
    const audience = audienceOf(h.cookie);
    // A header that names the cookie in any form Next.js's parser may read otherwise: Next.js answers.
    if (audience === null) return null;
    key = `${url}\n${audience}`;
  }
  return learntQuery(key) ?? { learn: key };
}

/**
 * The audience cookie's value as proxy.ts reads it (Next.js's parser: pairs split on `; *`, the
 * name exactly as sent, the value URI-decoded), '' without one; null when the header holds the
 * name more than once or in any other form (`cm_audience =V`, a tab after `;`, a bad escape),
 * where the two parsers could differ.
 * @param {string | undefined} header
 * @returns {string | null}
 */
export function audienceOf(header) {
  if (!header) return '';
  const mentions = header.split(AUDIENCE_COOKIE).length - 1;
  if (mentions === 0) return '';
  /** @type {string[]} */
  const values = [];
  for (const pair of header.split(/; */)) {
    const at = pair.indexOf('=');
    if (at >= 0 && pair.slice(0, at) === AUDIENCE_COOKIE) values.push(pair.slice(at + 1));
  }
  if (mentions !== 1 || values.length !== 1) return null;
  try {
    return decodeURIComponent(values[0]);
  } catch {
    return null;
  }
}

/**
 * The stored page's address a request asks for, or null when the front does not answer it (yet).
 * @param {IncomingMessage} req
 * @returns {string | null}
 */
export function frontPath(req) {
  const r = route(req);
  return r && 'path' in r ? r.path : null;
}

/**
 * The encoding Next.js's compression would pick (the highest q among gzip, deflate and identity,
 * in that order on a tie): 'gzip' or 'identity', or null for deflate or none acceptable (Next.js answers).
 * @param {string | undefined} acceptEncoding
 * @returns {'gzip' | 'identity' | null}
 */
export function encoding(acceptEncoding) {
  if (!acceptEncoding) return 'identity';
  /** @type {Map<string, number>} */
  const q = new Map();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (name) q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  /** @type {(name: string) => number} */
  const of = (name) => q.get(name) ?? q.get('*') ?? (name === 'identity' ? 1 : 0);
  /** @type {'gzip' | 'deflate' | 'identity' | null} */
  let best = null;
  let bestQ = 0;
  for (const name of /** @type {const} */ (['gzip', 'deflate', 'identity'])) {
    if (of(name) > bestQ) [best, bestQ] = [name, of(name)];
  }
  return best === 'deflate' ? null : best;
}

/**
 * Answers `req` from the page cache if it can: true when answered. Otherwise, for a page the front
 * could answer next time, it watches Next.js's answer to keep its headers.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @returns {boolean}
 */
export function answerFromFront(req, res) {
  if (process.env.PAGE_FRONT === '0') return false;
  const r = route(req);
  if (r === null) return false;
  if ('learn' in r) {
    metrics().pageFront.inc({ result: 'miss' });
    res.once('finish', () => {
      const path = learn(r.learn, res);
      if (path) keepHeaders(path, res);
    });
    return false;
  }
  const { path, rewrite } = r;
  const servable = servablePage(path);
  const entry = servable?.entry;
  const copy = entry?.front;
  const enc = encoding(req.headers['accept-encoding']);
  if (!servable || !entry || !copy || enc === null) {
    metrics().pageFront.inc({ result: 'miss' });
    if (!copy) res.once('finish', () => keepHeaders(path, res));
    return false;
  }
  let body = copy.body;
  // A stale page says so, as Next.js's answer would.
  const headers = servable.stale ? copy.headers.map((h, i) => (i % 2 === 1 && copy.headers[i - 1].toLowerCase() === CACHE ? 'STALE' : h)) : [...copy.headers];
  if (rewrite) headers.push('x-middleware-rewrite', rewrite);
  if (enc === 'gzip') {
    body = copy.gzip ??= gzipSync(copy.body);
    headers.push('Content-Encoding', 'gzip');
  }
  headers.push('Content-Length', String(body.byteLength));
  res.writeHead(200, headers);
  res.end(body);
  servedByFront(path, entry);
  metrics().pageFront.inc({ result: 'hit' });
  return true;
}

/**
 * Remembers the cached page proxy.ts sent a list query (and audience) to (an address inside this server only); returns it.
 * @param {string} key
 * @param {ServerResponse} res
 * @returns {string | null}
 */
function learn(key, res) {
  const rewrite = res.getHeader(REWRITE);
  if (res.statusCode !== 200 || typeof rewrite !== 'string' || !/^\/collaborate\/[A-Za-z0-9_-]+$/.test(rewrite)) return null;
  learnQuery(key, rewrite);
  return rewrite;
}

/**
 * Keeps the headers Next.js sent with the page stored at `path`, with its bytes, for the next
 * requests: from its HIT, or from the MISS that rendered and stored it (the same headers but that
 * one, which says HIT on every later answer).
 * @param {string} path
 * @param {ServerResponse} res
 */
function keepHeaders(path, res) {
  const cache = res.getHeader(CACHE);
  if (res.statusCode !== 200 || (cache !== 'HIT' && cache !== 'MISS') || res.hasHeader('set-cookie')) return;
  const entry = freshPage(path);
  if (!entry || entry.front) return;
  const html = entry.value?.html;
  const policy = entry.value?.headers?.['content-security-policy'];
  // The answer must be this page's (its policy carries the hashes of its own scripts).
  if (typeof html !== 'string' || !policy || res.getHeader('content-security-policy') !== policy) return;
  /** @type {string[]} */
  const headers = [];
  // Node has it since 15.13 (the names as they were set); @types/node does not list it.
  for (const name of /** @type {ServerResponse & { getRawHeaderNames(): string[] }} */ (res).getRawHeaderNames()) {
    const value = res.getHeader(name);
    if (PER_RESPONSE.has(name.toLowerCase()) || value === undefined) continue;
    if (name.toLowerCase() === CACHE) headers.push(name, 'HIT');
    else for (const v of Array.isArray(value) ? value : [value]) headers.push(name, String(v));
  }
  // Stored pages are ASCII (asciiHtml): these bytes are the UTF-8 Next.js sends.
  keepFrontCopy(path, entry, { headers, body: Buffer.from(html, 'latin1') });
}
