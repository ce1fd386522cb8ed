import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { config } from '@/proxy';
import { NextRequest } from 'next/server';
import PageCacheHandler, {
  RENDER_AGAIN_GRACE_MS,
  clearPageCache,
  forgetLearntQueries,
  invalidateTags,
  learnQuery,
  pageCacheState,
} from '@/lib/page-cache/handler.mjs';
import { metrics } from '@/lib/metrics.mjs';
import { AUDIENCE_COOKIE, LEARNT_URL_MAX, answerFromFront, audienceOf, encoding, frontPath } from '@/lib/page-cache/front.mjs';
import { AUDIENCE_COOKIE as SESSION_AUDIENCE_COOKIE } from '@/lib/auth/cookies';
import { docTags, schemasHref, tagHref } from '@/components/api-docs/reference-data';

// The page cache's front (lib/page-cache/front.mjs, run by server.mjs): which requests it may
// answer, and that it answers them exactly as Next.js did, only while Next.js would send the page
// as a HIT. "Next.js" here is a stand-in that answers as the real one does for a stored page (the
// e2e suite compares the two on the built server).

const handler = new PageCacheHandler();
const state = pageCacheState();
const keyOf = (path: string) => `/route-cache/APP_PAGE/0123abcd/$${path}`;

/** A request as the front sees it. */
const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers, rawHeaders: Object.entries(headers).flat() }) as unknown as IncomingMessage;

describe('the addresses the front answers', () => {
  it('maps the public pages to their stored addresses, the list by the same rewrites as next.config.mjs', () => {
    const cases: [string, string][] = [
      ['/', '/index'],
      ['/?utm_source=newsletter', '/index'],
      ['/campaigns/3cfdda49-0959-47a9-8460-50d12a4673ec', '/campaigns/3cfdda49-0959-47a9-8460-50d12a4673ec'],
      ['/creators/abc_DEF-1', '/creators/abc_DEF-1'],
      ['/collaborate', '/collaborate/all'],
      ['/collaborate?page=2', '/collaborate/page-2'],
      ['/collaborate?page=1', '/collaborate/all'],
      ['/collaborate?page=abc', '/collaborate/all'],
      ['/collaborate?utm_source=x', '/collaborate/all'],
      ['/collaborate?platform=Instagram', '/collaborate/f-Instagram-any'],
      ['/collaborate?interest=Fashion&platform=YouTube', '/collaborate/f-YouTube-Fashion'],
      ['/collaborate?platform=TikTok&page=3', '/collaborate/f-TikTok-any-3'],
      ['/collaborate?interest=Health&utm_source=newsletter', '/collaborate/f-any-Health'],
      ['/docs/api', '/docs/api'],
      ['/docs/api/campaigns', '/docs/api/campaigns'],
      ['/docs/api/creator-sign-up-and-sign-in/postApiCreatorSignup', '/docs/api/creator-sign-up-and-sign-in/postApiCreatorSignup'],
    ];
    for (const [url, path] of cases) {
      expect(frontPath(req(url)), url).toBe(path);
      // Never one that proxy.ts takes first.
      expect(unstable_doesMiddlewareMatch({ config, url, headers: {} }), url).toBe(false);
    }
  });

  it('answers every page of the API reference, each a cached page proxy.ts leaves alone', () => {
    const paths = ['/docs/api', ...docTags().flatMap((t) => [tagHref(t), ...t.operations.map((o) => schemasHref(t, o.op))])];
    expect(paths.length).toBeGreaterThan(60);
    for (const path of paths) {
      expect(frontPath(req(path)), path).toBe(path);
      expect(unstable_doesMiddlewareMatch({ config, url: path, headers: {} }), path).toBe(false);
    }
  });

  it('reads the audience from the cookie proxy.ts reads', () => {
    expect(AUDIENCE_COOKIE).toBe(SESSION_AUDIENCE_COOKIE);
  });

  it("leaves to Next.js what only it can answer: the proxy's queries (until learnt), router requests, other methods and addresses", () => {
    for (const url of [
      '/collaborate?q=tea',
      '/collaborate?platform=Foo',
      '/collaborate?platform=instagram',
      '/collaborate?platform=Instagram&q=chai',
      '/collaborate?minFollowers=1000',
      '/collaborate?eligible=1',
      '/collaborate?q=',
      '/collaborate?page=2&page=3',
      '/collaborate?platform=Instagram&platform=YouTube',
      '/collaborate/all',
      '/collaborate?_rsc=1x2y',
      '/campaigns/abc?_rsc=1x2y',
      '/campaigns/abc/',
      '/campaigns/%41bc',
      '/campaigns/a/b',
      '/campaigns',
      '/docs/api/',
      '/docs/api/Campaigns',
      '/docs/api/campaigns/postApiCampaignCreate/x',
      '/docs/api/campaigns/post-api',
      '/docs/api?_rsc=1x2y',
      '/brand/dashboard',
      '/api/campaign',
      '/login',
    ])
      expect(frontPath(req(url)), url).toBeNull();
    for (const name of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action'])
      expect(frontPath(req('/campaigns/abc', { [name]: '1' })), name).toBeNull();
    // Not a deny-list of the router's headers: any header the front does not know goes to Next.js
    // (one a later Next.js may add, say), whatever its case.
    for (const name of ['x-nextjs-future-router', 'Next-Router-Something', 'x-prerender-revalidate', 'x-middleware-prefetch', 'purpose'])
      expect(frontPath(req('/campaigns/abc', { [name]: '1' })), name).toBeNull();
    expect(frontPath(req('/campaigns/abc', { cookie: 'a=1; __prerender_bypass=x' }))).toBeNull();
    for (const method of ['HEAD', 'POST', 'OPTIONS']) expect(frontPath(req('/campaigns/abc', {}, method)), method).toBeNull();
  });
});

describe('the headers of an ordinary page load', () => {
  it("answers a browser's, a proxy's and a CDN's page loads (the sec- headers browsers add included)", () => {
    const browser = {
      Host: 'collabmarket.example',
      Connection: 'keep-alive',
      Accept: 'text/html,application/xhtml+xml',
      'Accept-Encoding': 'gzip, deflate, br, zstd',
      'Accept-Language': 'en-IN,en;q=0.9',
      'User-Agent': 'Mozilla/5.0',
      Cookie: 'cm_theme=dark',
      Referer: 'https://collabmarket.example/',
      'Cache-Control': 'max-age=0',
      'Upgrade-Insecure-Requests': '1',
      Priority: 'u=0, i',
      'sec-ch-ua': '"Chromium";v="131"',
      'sec-ch-ua-mobile': '?0',
      'Sec-Fetch-Dest': 'document',
      'Sec-Fetch-Mode': 'navigate',
      'Sec-Fetch-Site': 'same-origin',
      'Sec-Purpose': 'prefetch;prerender',
      'X-Forwarded-For': '203.0.113.9',
      'X-Forwarded-Proto': 'https',
      'X-Real-IP': '203.0.113.9',
      Via: '1.1 varnish',
      'CDN-Loop': 'cloudflare',
    };
    expect(frontPath(req('/campaigns/abc', browser))).toBe('/campaigns/abc');
    expect(frontPath(req('/collaborate?page=2', browser))).toBe('/collaborate/page-2');
  });
});

describe("the audience cookie as Next.js's parser reads it", () => {
  // What proxy.ts sees: the cookie Next.js parses from the same header.
  const nextReads = (cookie: string) => new NextRequest('http://localhost/collaborate', { headers: { cookie } }).cookies.get(AUDIENCE_COOKIE)?.value ?? '';
  const headers = [
    `${AUDIENCE_COOKIE}=ig10k`,
    `a=1; ${AUDIENCE_COOKIE}=ig10k`,
    `a=1;${AUDIENCE_COOKIE}=ig10k`,
    `a=1;   ${AUDIENCE_COOKIE}=ig10k;  b=2`,
    `${AUDIENCE_COOKIE}=Instagram%3A12000`,
    `${AUDIENCE_COOKIE}=`,
    'a=1; b=2',
    // The forms where a looser parser keys on an audience proxy.ts never sees (security round 3).
    `${AUDIENCE_COOKIE} =ig10k`,
    `a=1;\t${AUDIENCE_COOKIE}=ig10k`,
    `a=1; ${AUDIENCE_COOKIE}\t=ig10k`,
    ` ${AUDIENCE_COOKIE}=ig10k`,
    `${AUDIENCE_COOKIE}=%zz`,
    `${AUDIENCE_COOKIE}=ig10k; ${AUDIENCE_COOKIE}=yt1m`,
    `x${AUDIENCE_COOKIE}=ig10k`,
    `a=${AUDIENCE_COOKIE}; ${AUDIENCE_COOKIE}=ig10k`,
    `${AUDIENCE_COOKIE}`,
  ];
  it.each(headers)('reads %j as proxy.ts does, or refuses it (Next.js answers)', (cookie) => {
    const ours = audienceOf(cookie);
    if (ours !== null) expect(ours).toBe(nextReads(cookie));
  });

  it('refuses every header where the name appears in another form', () => {
    for (const cookie of [`${AUDIENCE_COOKIE} =ig10k`, `a=1;\t${AUDIENCE_COOKIE}=ig10k`, ` ${AUDIENCE_COOKIE}=ig10k`, `x${AUDIENCE_COOKIE}=ig10k`]) {
      expect(audienceOf(cookie), cookie).toBeNull();
      expect(frontPath(req('/collaborate?q=tea&eligible=1', { cookie })), cookie).toBeNull();
    }
  });
});

describe('the learnt list queries', () => {
  beforeEach(() => {
    clearPageCache();
    pageCacheState().maxBytes = 256 * 1024 * 1024;
  });

  it('count in the cache memory and keep to a sixteenth of it, least recently used out first', () => {
    const s = pageCacheState();
    s.maxBytes = 1024 * 1024;
    const key = (i: number) => `/collaborate?q=${'x'.repeat(1500)}${i}`;
    for (let i = 0; i < 200; i++) learnQuery(key(i), `/collaborate/q${i}`);
    expect(s.learntBytes).toBeLessThanOrEqual(s.maxBytes / 16);
    expect(s.bytes).toBe(s.learntBytes);
    expect(s.learnt.has(key(199))).toBe(true);
    expect(s.learnt.has(key(0))).toBe(false);
    forgetLearntQueries();
    expect(s.bytes).toBe(0);
  });

  it(`never learns an address over ${LEARNT_URL_MAX} characters`, () => {
    const long = `/collaborate?q=${'y'.repeat(LEARNT_URL_MAX)}`;
    learnQuery(long, '/collaborate/qy');
    expect(frontPath(req(long))).toBeNull();
    const short = `/collaborate?q=${'y'.repeat(100)}`;
    learnQuery(short, '/collaborate/qy');
    expect(frontPath(req(short))).toBe('/collaborate/qy');
  });
});

describe('the encoding the front sends', () => {
  it("is the one Next.js's compression picks, or none (Next.js answers) when that is deflate or nothing is acceptable", () => {
    const cases: [string | undefined, string | null][] = [
      [undefined, 'identity'],
      ['gzip, deflate, br, zstd', 'gzip'],
      ['br', 'identity'],
      ['identity', 'identity'],
      ['*', 'gzip'],
      ['deflate', null],
      ['gzip;q=0, deflate', null],
      ['gzip;q=0.5, deflate;q=1', null],
      ['GZIP;q=0.8, identity;q=0.5', 'gzip'],
      ['gzip;q=0, identity', 'identity'],
      ['gzip;q=0, *;q=0', null],
    ];
    for (const [header, expected] of cases) expect(encoding(header), String(header)).toBe(expected);
  });
});

describe('the front before a stand-in for Next.js', () => {
  let server: http.Server;
  let base = '';
  let nextAnswers = 0;
  /** What the stand-in sends as Next.js's answer for the page's CSP (to check a mismatch is not kept). */
  let policyOverride: string | null = null;
  /** Pages the stand-in renders when they are not stored. */
  const renders = new Map<string, string>();

  // As Next.js answers a stored page: its headers, the cache state, the page's own policy, the HTML.
  async function next(rq: IncomingMessage, res: ServerResponse) {
    nextAnswers += 1;
    // proxy.ts's part: a search goes to its canonical page (with the audience cookie for
    // "Campaigns I qualify for"), and says so.
    const search = /^\/collaborate\?q=(\w+)(&eligible=1)?/.exec(rq.url ?? '');
    const audience = search?.[2] ? `-${/cm_audience=(\w+)/.exec(rq.headers.cookie ?? '')?.[1] ?? 'none'}` : '';
    const view = search ? `/collaborate/q-${search[1]}${audience}` : null;
    if (view) res.setHeader('x-middleware-rewrite', view);
    const path = view ?? frontPath(rq) ?? '';
    let hit = await handler.get(keyOf(path));
    let cache = 'HIT';
    // A page it can render: rendered and stored before it is sent (a MISS).
    const html = renders.get(path);
    if (!hit && html !== undefined) {
      await store(path, html, []);
      hit = await handler.get(keyOf(path));
      cache = 'MISS';
    }
    if (!hit) {
      res.statusCode = 404;
      res.end('not stored');
      return;
    }
    const value = hit.value as { html: string; headers: Record<string, string> };
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=10, stale-while-revalidate=300');
    res.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding');
    res.setHeader('x-nextjs-cache', cache);
    res.setHeader('content-security-policy', policyOverride ?? value.headers['content-security-policy']);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(value.html));
    res.end(value.html);
  }

  async function get(url: string, headers: Record<string, string> = {}) {
    const res = await fetch(base + url, { headers: { 'accept-encoding': 'identity', ...headers } });
    const body = Buffer.from(await res.arrayBuffer());
    const h = Object.fromEntries([...res.headers].filter(([k]) => k !== 'date' && k !== 'keep-alive' && k !== 'connection'));
    return { status: res.status, headers: h, body };
  }

  /** Raw bytes, not decoded (fetch would unzip). */
  function rawGet(url: string, headers: Record<string, string>) {
    return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(base + url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  }

  async function store(path: string, html: string, tags: string[], revalidate: number | false = 10) {
    const data = { kind: 'APP_PAGE', html, status: 200, headers: { 'x-next-cache-tags': tags.join(',') } as Record<string, string> };
    await handler.set(keyOf(path), data, { cacheControl: { revalidate } });
    return data;
  }

  beforeAll(async () => {
    server = http.createServer((rq, res) => {
      if (!answerFromFront(rq, res)) void next(rq, res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    clearPageCache();
    state.tags.clear();
    state.asked.clear();
    state.listening = true;
    state.maxBytes = 256 * 1024 * 1024;
    state.frontHits = 0;
    forgetLearntQueries();
    renders.clear();
    nextAnswers = 0;
    policyOverride = null;
  });

  it('answers a stored page, once Next.js has answered it, with the headers and bytes Next.js sent, gzipped when asked', async () => {
    const html = `<!DOCTYPE html><html><body><h1>Chai &#x20b9;</h1><script>self.__next_f.push([1])</script>${'<p>x</p>'.repeat(500)}</body></html>`;
    await store('/campaigns/c1', html, ['_N_T_/campaigns/c1']);
    const counted = async (result: 'hit' | 'miss') => (await metrics().pageFront.get()).values.find((v) => v.labels.result === result)?.value ?? 0;
    const [hitsBefore, missesBefore] = [await counted('hit'), await counted('miss')];
    const first = await get('/campaigns/c1');
    expect(nextAnswers).toBe(1);
    const second = await get('/campaigns/c1?utm_source=x');
    expect(nextAnswers, 'the second request is answered by the front').toBe(1);
    expect(state.frontHits).toBe(1);
    // /metrics counts the front's hits and misses.
    expect([await counted('hit'), await counted('miss')]).toEqual([hitsBefore + 1, missesBefore + 1]);
    expect(second).toEqual(first);
    expect(second.body.toString()).toBe(html);
    expect(second.headers['content-security-policy']).toContain("'sha256-");

    const zipped = await rawGet('/campaigns/c1', { 'accept-encoding': 'gzip, deflate, br' });
    expect(nextAnswers).toBe(1);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.byteLength);
    expect(gunzipSync(zipped.body).toString()).toBe(html);
    expect(zipped.headers.vary).toBe(first.headers.vary);
    // An encoding Next.js would pick differently (deflate only) is Next.js's to answer.
    await get('/campaigns/c1', { 'accept-encoding': 'deflate' });
    expect(nextAnswers).toBe(2);
    // PAGE_FRONT=0 (an operator ruling the front out): Next.js answers every request.
    process.env.PAGE_FRONT = '0';
    try {
      expect((await get('/campaigns/c1')).body.toString()).toBe(html);
      expect(nextAnswers).toBe(3);
    } finally {
      delete process.env.PAGE_FRONT;
    }
    const hits = state.frontHits;
    await get('/campaigns/c1');
    await get('/campaigns/c1');
    expect(state.frontHits, 'on again').toBeGreaterThan(hits);
    // So are router requests for the same address.
    await get('/campaigns/c1', { rsc: '1' });
    expect(nextAnswers).toBe(4);
  });

  it('answers only while Next.js would send the page as a HIT: not once invalidated, nor when due to be rendered again', async () => {
    await store('/campaigns/c2', '<p>one</p>', ['_N_T_/campaigns/c2']);
    await get('/campaigns/c2');
    await get('/campaigns/c2');
    expect(nextAnswers).toBe(1);
    invalidateTags(['_N_T_/campaigns/c2']);
    expect((await get('/campaigns/c2')).status, 'forgotten: Next.js renders it again').toBe(404);
    expect(nextAnswers).toBe(2);

    // Due to be rendered again (revalidate 0 s): Next.js serves it stale and renders it in the background.
    await new Promise((r) => setTimeout(r, 5));
    await store('/campaigns/c3', '<p>three</p>', [], 0);
    await get('/campaigns/c3');
    await get('/campaigns/c3');
    expect(nextAnswers).toBe(4);
    // Never due (revalidate false): the front keeps answering.
    await store('/index', '<p>home</p>', [], false);
    await get('/');
    await get('/');
    expect(nextAnswers).toBe(5);
  });

  it('sends a page due to be rendered again as Next.js does (STALE) once it handed one request on to Next.js, for a while, never past its window', async () => {
    const stored = async (path: string, tags: string[], expire?: number) => {
      const data = { kind: 'APP_PAGE', html: `<p>${path}</p>`, status: 200, headers: { 'x-next-cache-tags': tags.join(',') } as Record<string, string> };
      await handler.set(keyOf(path), data, { cacheControl: { revalidate: 10, ...(expire ? { expire } : {}) } });
      await get(path); // Next.js's HIT: the front keeps its headers
      return state.entries.get(keyOf(path))!;
    };
    // Fell due: its revalidate time (10 s) is over, within its stale window.
    const entry = await stored('/campaigns/s1', ['_N_T_/campaigns/s1'], 300);
    expect(nextAnswers).toBe(1);
    entry.lastModified -= 11_000;
    const handedOn = await get('/campaigns/s1');
    expect(nextAnswers, 'the first request after it fell due goes to Next.js (it renders the page again)').toBe(2);
    expect(handedOn.headers['x-nextjs-cache']).toBe('HIT'); // the stand-in does not say STALE
    const stale = await get('/campaigns/s1');
    expect(nextAnswers, 'the next is sent the stale page by the front').toBe(2);
    expect(stale.headers['x-nextjs-cache']).toBe('STALE');
    expect(stale.body.toString()).toBe('<p>/campaigns/s1</p>');
    // The render is taking too long: after the grace, one more request goes to Next.js.
    entry.handedOnAt! -= RENDER_AGAIN_GRACE_MS;
    await get('/campaigns/s1');
    expect(nextAnswers).toBe(3);
    await get('/campaigns/s1');
    expect(nextAnswers).toBe(3);
    // Rendered again (stored anew): fresh, the front sends it as a HIT once Next.js has answered it.
    await stored('/campaigns/s1', ['_N_T_/campaigns/s1'], 300);
    expect(nextAnswers).toBe(4);
    expect((await get('/campaigns/s1')).headers['x-nextjs-cache']).toBe('HIT');
    expect(nextAnswers).toBe(4);
    // Invalidated (a change): never sent stale, Next.js answers every request.
    const changed = await stored('/campaigns/s2', ['_N_T_/campaigns/s2'], 300);
    changed.lastModified -= 11_000;
    await get('/campaigns/s2');
    invalidateTags(['_N_T_/campaigns/s2']);
    const before = nextAnswers;
    await get('/campaigns/s2');
    await get('/campaigns/s2');
    expect(nextAnswers - before).toBe(2);
    // Past its stale-while-revalidate window: Next.js answers every request.
    const old = await stored('/campaigns/s3', [], 300);
    old.lastModified -= 301_000;
    const before3 = nextAnswers;
    await get('/campaigns/s3');
    await get('/campaigns/s3');
    expect(nextAnswers - before3).toBe(2);
  });

  it('answers a search once it has seen where proxy.ts sends it, with that rewrite; "Campaigns I qualify for" by audience', async () => {
    await store('/collaborate/q-tea', '<p>tea</p>', ['_N_T_/(marketing)/collaborate/[view]/page']);
    expect(frontPath(req('/collaborate?q=tea'))).toBeNull();
    const first = await get('/collaborate?q=tea');
    expect(first.headers['x-middleware-rewrite']).toBe('/collaborate/q-tea');
    expect(frontPath(req('/collaborate?q=tea'))).toBe('/collaborate/q-tea');
    const second = await get('/collaborate?q=tea');
    expect(nextAnswers, 'learnt, with its headers, on the first visit').toBe(1);
    expect(second).toEqual(first);
    // The same page by another address is answered without the rewrite, as Next.js would.
    expect(frontPath(req('/collaborate?q=tea&x=1'))).toBeNull();
    // A list for the creator's audience (a cookie): learnt for that audience only.
    await store('/collaborate/q-tea-ig10k', '<p>tea for ig10k</p>', ['_N_T_/(marketing)/collaborate/[view]/page']);
    await store('/collaborate/q-tea-yt1m', '<p>tea for yt1m</p>', ['_N_T_/(marketing)/collaborate/[view]/page']);
    const ig = { cookie: `cm_session=x; ${AUDIENCE_COOKIE}=ig10k` };
    const yt = { cookie: `${AUDIENCE_COOKIE}=yt1m` };
    const forIg = await get('/collaborate?q=tea&eligible=1', ig);
    expect(frontPath(req('/collaborate?q=tea&eligible=1', ig))).toBe('/collaborate/q-tea-ig10k');
    expect(frontPath(req('/collaborate?q=tea&eligible=1', yt))).toBeNull();
    expect(frontPath(req('/collaborate?q=tea&eligible=1'))).toBeNull();
    expect(await get('/collaborate?q=tea&eligible=1', ig)).toEqual(forIg);
    expect(nextAnswers).toBe(2);
    const forYt = await get('/collaborate?q=tea&eligible=1', yt);
    expect(forYt.body.toString()).toBe('<p>tea for yt1m</p>');
    expect(await get('/collaborate?q=tea&eligible=1', yt)).toEqual(forYt);
    expect(nextAnswers).toBe(3);
    // Two audience cookies: which one proxy.ts reads is Next.js's business.
    expect(frontPath(req('/collaborate?q=tea&eligible=1', { cookie: `${AUDIENCE_COOKIE}=ig10k; ${AUDIENCE_COOKIE}=yt1m` }))).toBeNull();
    // Invalidated (a campaign was written): Next.js renders it again.
    invalidateTags(['_N_T_/(marketing)/collaborate/[view]/page']);
    expect((await get('/collaborate?q=tea')).status).toBe(404);
    expect(nextAnswers).toBe(4);
  });

  it('answers a page from its second visit on when its first rendered it (a MISS: kept as the HIT Next.js sends after)', async () => {
    renders.set('/campaigns/r1', '<p>rendered</p><script>b()</script>');
    const first = await get('/campaigns/r1');
    expect(first.headers['x-nextjs-cache']).toBe('MISS');
    const second = await get('/campaigns/r1');
    expect(nextAnswers).toBe(1);
    expect(second).toEqual({ ...first, headers: { ...first.headers, 'x-nextjs-cache': 'HIT' } });
  });

  it("keeps no copy from an answer that is not this page's HIT", async () => {
    await store('/collaborate/page-2', '<p>page 2</p><script>a()</script>', []);
    policyOverride = "script-src 'self'";
    await get('/collaborate?page=2');
    await get('/collaborate?page=2');
    expect(nextAnswers, "another policy than the page's: never copied").toBe(2);
    policyOverride = null;
    await get('/collaborate?page=2');
    await get('/collaborate?page=2');
    expect(nextAnswers).toBe(3);
  });

  it("counts its copies in the cache's memory, and evicts least recently used pages to stay within it", async () => {
    const html = (n: number) => `<p>${'y'.repeat(30_000)}</p><i>${n}</i>`;
    for (let i = 0; i < 3; i++) await store(`/campaigns/m${i}`, html(i), []);
    const before = state.bytes;
    await get('/campaigns/m0');
    expect(state.bytes).toBeGreaterThanOrEqual(before + 30_000);
    state.maxBytes = state.bytes + 10_000;
    // m1's copy needs room: m2, used least recently, makes it.
    await get('/campaigns/m1');
    expect(state.bytes).toBeLessThanOrEqual(state.maxBytes);
    expect([...state.paths.keys()].sort()).toEqual(['/campaigns/m0', '/campaigns/m1']);
  });
});
