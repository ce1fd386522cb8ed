import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../lib/ops/totp';
import {
  ask,
  campaignForm,
  killAll,
  openEvents,
  randomIp,
  report,
  startPostgres,
  startServer,
  signUpBrand,
  signUpCreator,
  tempDir,
  uniq,
  waitFor,
  type Account,
  type EventStream,
  type Postgres,
  type Server,
} from './support';

// Two servers on one PostgreSQL and one Redis, sharing one UPLOADS_DIR (as the README says they
// must): a session made on one works on the other, rate limits count across both, an upload made
// on one is served by the other, and a write on one is seen in the other's cached lists. Also
// checks, on a real server, the security headers and the CORS allow-list. Last, live delivery:
// a message posted on one reaches a stream held on the other, and after PostgreSQL restarts the
// streams are told to catch up (`resync`) and delivery resumes.
//
// Crossing over takes tens of milliseconds on a quiet machine (the figures printed at the end);
// CI runs these tests beside the end-to-end suite on two cores, so each crossing may take up to
// CROSSING_MS before it counts as lost.
const CROSSING_MS = 3000;

const REDIS_URL = 'redis://127.0.0.1:6379';
const ALLOWED_ORIGIN = 'https://app.example.com';

let pg: Postgres;
let databaseUrl: string;
let a: Server;
let b: Server;
let uploadsDir: string;

function redisUp(): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(6379, '127.0.0.1');
    s.once('connect', () => {
      s.end();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

beforeAll(async () => {
  if (!(await redisUp())) throw new Error(`Redis is not answering at ${REDIS_URL}: the two-instance test needs it`);
  pg = await startPostgres();
  databaseUrl = await pg.createDatabase(`faults_two_${uniq()}`);
  uploadsDir = tempDir('shared-uploads');
  const common = { databaseUrl, redisUrl: REDIS_URL, uploadsDir, extraEnv: { API_CORS_ORIGINS: ALLOWED_ORIGIN } };
  // Started together: the migrations take turns under PostgreSQL's advisory lock.
  [a, b] = await Promise.all([startServer({ dataDir: tempDir('inst-a'), ...common }), startServer({ dataDir: tempDir('inst-b'), ...common })]);
});

afterAll(async () => {
  await killAll();
  pg?.destroy();
});

const figures: Record<string, number | string> = {};
afterAll(() => report('two instances on one PostgreSQL and Redis', figures));

/** A page of `server`: its status, whether it came from the page cache, and whether it shows `text`. */
async function pageOf(server: Server, pathname: string, text: string) {
  const res = await fetch(server.url + pathname);
  return { status: res.status, cache: res.headers.get('x-nextjs-cache'), shows: (await res.text()).includes(text) };
}

/** An operator made by the command line on the servers' database, enrolled and signed in on `server`: its session token. */
async function operatorToken(server: Server): Promise<string> {
  const email = `faults-ops-${uniq()}@collabmarket.test`;
  const said = execFileSync('npx', ['tsx', '--conditions=react-server', 'scripts/operator.mts', 'create', email], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  const token = new URL(said.trim().split('\n').at(-1)!).searchParams.get('token')!;
  const password = 'faults-operator-pass-1';
  const set = await ask(server.url, '/api/ops/setup/password', { json: { token, password } });
  expect(set.status, set.data.message).toBe(200);
  const secret = set.data.secret as string;
  expect((await ask(server.url, '/api/ops/setup/totp', { json: { token, code: totpCode(secret) } })).status).toBe(201);
  // The next time step's code: a step is accepted once, and the enrolment spent this one.
  const signedIn = await ask(server.url, '/api/ops/login', { json: { email, password, code: totpCode(secret, Date.now() + 30_000) } });
  expect(signedIn.status, signedIn.data.message).toBe(200);
  const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith('ops_session='));
  return cookie!.split(';')[0]!.slice('ops_session='.length);
}

describe('two instances', () => {
  it('a session made on one works on the other: bearer token, cookies, API refresh and cookie rotation', async () => {
    const brand = await signUpBrand(a);
    const viaBearer = await ask(b.url, '/api/brand/profile', { token: brand.accessToken });
    expect([viaBearer.status, viaBearer.data._id]).toEqual([200, brand.id]);
    const viaCookie = await ask(b.url, '/api/brand/profile', { cookie: brand.cookies });
    expect([viaCookie.status, viaCookie.data._id]).toEqual([200, brand.id]);
    expect((await ask(b.url, '/api/brand/token', { json: { token: brand.refreshToken } })).status).toBe(200);

    // Rotate the refresh cookie on A, then again on B with what A handed out.
    const rotated = await ask(a.url, '/api/session/refresh?role=brand', { method: 'POST', cookie: brand.cookies });
    expect(rotated.status).toBe(200);
    const next = rotated.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(next).toMatch(/brand_refresh=/);
    expect((await ask(b.url, '/api/session/refresh?role=brand', { method: 'POST', cookie: next })).status).toBe(200);

    // Sign out on B ends the session on A too (one database).
    const out = await ask(b.url, '/api/session/logout?role=brand', { json: { token: brand.refreshToken } });
    expect(out.status).toBe(200);
    expect((await ask(a.url, '/api/brand/token', { json: { token: brand.refreshToken } })).status).toBe(401);
    figures.sessionSharedChecks = 6;
  });

  it('rate limits are shared through Redis: failed logins on both count against one account', async () => {
    const creator = await signUpCreator(a);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const server = i % 2 ? b : a;
      statuses.push(
        (await ask(server.url, '/api/creator/login', { json: { email: creator.email, password: `wrong-${i}` }, headers: { 'x-forwarded-for': randomIp() } }))
          .status,
      );
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    // Five failures on each: only a shared counter reaches the limit of ten.
    for (const server of [a, b]) {
      const res = await ask(server.url, '/api/creator/login', {
        json: { email: creator.email, password: 'secret123' },
        headers: { 'x-forwarded-for': randomIp() },
      });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    figures.limitHitAfterFailures = 10;
  });

  it('an upload made on one is served by the other, as an image that is never HTML', async () => {
    const brand = await signUpBrand(a);
    const made = await ask(a.url, '/api/campaign/create', { form: await campaignForm(`Shared ${uniq()}`), token: brand.accessToken });
    expect(made.status).toBe(201);
    const image = (made.data.campaign as { campaignImage: string }).campaignImage;
    const fromA = await fetch(`${a.url}/${image}`);
    const fromB = await fetch(`${b.url}/${image}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/png');
    expect(fromB.headers.get('x-content-type-options')).toBe('nosniff');
    expect(fromB.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    expect(fs.existsSync(path.join(uploadsDir, image.replace(/^uploads\//, '')))).toBe(true);
    // Names that are not ours are not found, on either server.
    for (const server of [a, b]) expect((await fetch(`${server.url}/uploads/..%2F..%2Fpackage.json`)).status).toBe(404);
    figures.uploadsServedAcross = 1;
  });

  it("a campaign created on one shows in the other's cached public list and cached list page at once (LISTEN/NOTIFY)", async () => {
    const brand = await signUpBrand(b);
    const q = `shared${uniq()}`;
    const pagePath = `/collaborate?q=${q}`;
    const onPage = async (server: Server, path: string) => {
      const { cache, shows } = await pageOf(server, path, `Cached ${q}`);
      return { cache, shows };
    };
    expect(((await ask(b.url, `/api/campaign?q=${q}`)).data.campaigns as unknown[]).length).toBe(0);
    // b renders the list page once, then serves it from its page cache.
    expect((await onPage(b, pagePath)).shows).toBe(false);
    expect(await onPage(b, pagePath)).toEqual({ cache: 'HIT', shows: false });
    // b's default list: Next.js answers it once, then b's front (lib/campaigns/list-front.mjs) from its cache.
    const defaultList = async () => {
      const res = await fetch(`${b.url}/api/campaign`);
      const names = ((await res.json()) as { campaigns: { campaignName: string }[] }).campaigns.map((c) => c.campaignName);
      return { fromFront: res.headers.has('content-length'), shows: names.includes(`Cached ${q}`) };
    };
    expect((await defaultList()).shows).toBe(false);
    expect(await defaultList()).toEqual({ fromFront: true, shows: false });
    const made = await ask(a.url, '/api/campaign/create', { form: await campaignForm(`Cached ${q}`), token: brand.accessToken });
    expect(made.status).toBe(201);
    const written = Date.now();
    await waitFor('the new campaign on the other server’s cached list page', CROSSING_MS, async () => (await onPage(b, pagePath)).shows);
    figures['new campaign on the other server’s list page after (ms)'] = Date.now() - written;
    await waitFor('the new campaign in the other server’s default list', CROSSING_MS, async () => (await defaultList()).shows);
    expect(await defaultList()).toEqual({ fromFront: true, shows: true });
    await waitFor(
      'the new campaign in the other server’s list',
      5000,
      async () => ((await ask(b.url, `/api/campaign?q=${q}`)).data.campaigns as unknown[]).length === 1,
    );
    // Its page, cached on b, is a 404 at once after closing it on a.
    const id = (made.data as { campaign: { _id: string } }).campaign._id;
    expect(await onPage(b, `/campaigns/${id}`)).toMatchObject({ shows: true });
    expect(await onPage(b, `/campaigns/${id}`)).toEqual({ cache: 'HIT', shows: true });
    expect((await ask(a.url, `/api/campaign/${id}/close`, { method: 'POST', token: brand.accessToken })).status).toBe(200);
    await waitFor('the closed campaign’s page gone on the other server', CROSSING_MS, async () => (await fetch(`${b.url}/campaigns/${id}`)).status === 404);
  });

  it('a campaign an operator hides on one leaves the other’s cached list page at once, and its page there answers 410', async () => {
    const brand = await signUpBrand(a);
    const q = `hidden${uniq()}`;
    const name = `Hidden ${q}`;
    const made = await ask(a.url, '/api/campaign/create', { form: await campaignForm(name), token: brand.accessToken });
    expect(made.status).toBe(201);
    const id = (made.data as { campaign: { _id: string } }).campaign._id;
    const listPath = `/collaborate?q=${q}`;
    // b shows it on its list page and its campaign page, the second time from its page cache.
    await waitFor('the campaign on the other server’s list page', CROSSING_MS, async () => (await pageOf(b, listPath, name)).shows);
    expect(await pageOf(b, listPath, name)).toEqual({ status: 200, cache: 'HIT', shows: true });
    expect((await pageOf(b, `/campaigns/${id}`, name)).status).toBe(200);
    expect(await pageOf(b, `/campaigns/${id}`, name)).toEqual({ status: 200, cache: 'HIT', shows: true });

    const hidden = await ask(a.url, `/api/ops/campaigns/${id}/hide`, { json: { reason: 'Scam reports' }, token: await operatorToken(a) });
    expect(hidden.status, hidden.data.message).toBe(200);
    const at = Date.now();
    await waitFor('the hidden campaign gone from the other server’s list page', CROSSING_MS, async () => !(await pageOf(b, listPath, name)).shows);
    figures['hidden campaign gone from the other server’s list page after (ms)'] = Date.now() - at;
    expect((await ask(b.url, `/api/campaign?q=${q}`)).data.campaigns).toEqual([]);
    // Its page there sends visitors to its "gone" address (one Location: Next.js's replay of a cached
    // redirect sent two, which fetch joins into one address that goes nowhere), which answers 410.
    await waitFor('the hidden campaign’s page gone on the other server', CROSSING_MS, async () => (await fetch(`${b.url}/campaigns/${id}`)).status === 410);
    for (let i = 0; i < 2; i++) {
      const sent = await fetch(`${b.url}/campaigns/${id}`, { redirect: 'manual' });
      expect([sent.status, sent.headers.get('location')]).toEqual([307, `/campaigns/${id}/gone`]);
    }
  });

  it('serves the security headers on pages and API answers', async () => {
    for (const pathname of ['/', '/collaborate', '/api/campaign', '/api/health', '/api/campaign/not-a-uuid', '/api/no-such-endpoint']) {
      const res = await fetch(a.url + pathname);
      expect(res.status, pathname).toBe(/not-a-uuid|no-such/.test(pathname) ? 404 : 200);
      if (pathname.startsWith('/api/')) expect(res.headers.get('content-type'), pathname).toMatch(/^application\/json/);
      const csp = res.headers.get('content-security-policy') ?? '';
      // Pages load our own resources; API answers are JSON, which nothing may load or frame.
      const defaultSrc = pathname.startsWith('/api/') ? "default-src 'none'" : "default-src 'self'";
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", defaultSrc]) expect(csp, pathname).toContain(directive);
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
    // Pages rendered per request: a fresh nonce each time, on every script of the page, and no
    // 'unsafe-inline' for scripts.
    const nonces = new Set<string>();
    for (const pathname of ['/login', '/login', '/brand/login', '/creator/signup']) {
      const res = await fetch(a.url + pathname);
      const csp = res.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      expect(nonce, pathname).toBeTruthy();
      expect(csp, pathname).toContain("'strict-dynamic'");
      expect(/script-src[^;]*'unsafe-inline'/.test(csp), pathname).toBe(false);
      const html = await res.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, pathname).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, pathname).toContain(`nonce="${nonce}"`);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(4);
    // Cached pages (the same bytes for everyone): the hash of each inline script, nothing else
    // inline, on the render that fills the cache and on the answers from it.
    for (const pathname of ['/', '/', '/collaborate', '/collaborate?page=2', '/collaborate?page=2', '/no-such-page']) {
      const res = await fetch(a.url + pathname);
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src [^;]*/.exec(csp)?.[0] ?? '';
      expect(scriptSrc, pathname).not.toMatch(/unsafe-inline|nonce-/);
      const inline = [...(await res.text()).matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      expect(inline.length, pathname).toBeGreaterThan(0);
      for (const body of inline) expect(scriptSrc, pathname).toContain(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
      expect(scriptSrc.match(/'sha256-/g)?.length, pathname).toBe(new Set(inline).size);
    }
  });

  it('pages shrug off a NUL in the search text (no database error behind a 200)', async () => {
    const before = a.output().length;
    const res = await fetch(`${a.url}/collaborate?q=a%00b`);
    expect(res.status).toBe(200);
    await res.text();
    expect(a.output().slice(before)).not.toMatch(/invalid byte sequence|Failed query/);
  });

  it('CORS: the allow-listed origin gets a preflight answer without credentials; any other origin gets nothing', async () => {
    const allowed = await fetch(`${a.url}/api/campaign`, {
      method: 'OPTIONS',
      headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    const evil = await fetch(`${b.url}/api/campaign`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await fetch(`${b.url}/api/campaign`, { headers: { origin: 'https://evil.example' } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });
});

/** A brand and a creator with an active collaboration, made through the API of `server`. */
async function activeCollaboration(server: Server): Promise<{ brand: Account; creator: Account; id: string }> {
  const [brand, creator] = await Promise.all([signUpBrand(server), signUpCreator(server)]);
  const made = await ask(server.url, '/api/campaign/create', { form: await campaignForm(`Live ${uniq()}`), token: brand.accessToken });
  expect(made.status).toBe(201);
  const campaignId = (made.data.campaign as { _id: string })._id;
  const requested = await ask(server.url, `/api/campaign/${campaignId}/request`, { method: 'POST', token: creator.accessToken });
  expect(requested.status).toBe(201);
  const approved = await ask(server.url, `/api/campaign/${campaignId}/approve`, { json: { influencerId: creator.id }, token: brand.accessToken });
  expect(approved.status).toBe(200);
  const id = (requested.data.request as { _id: string })._id;
  expect((await ask(server.url, `/api/collaborations/${id}`, { token: brand.accessToken })).data.collaboration).toMatchObject({ status: 'active' });
  return { brand, creator, id };
}

/** Posts a message on `server` and measures how long until `stream` shows it (from just before the POST). */
async function deliver(server: Server, sender: Account, id: string, stream: EventStream, text: string) {
  const from = stream.frames.length;
  const t0 = performance.now();
  const sent = await ask(server.url, `/api/collaborations/${id}/messages`, { json: { text }, token: sender.accessToken });
  expect(sent.status, JSON.stringify(sent.data)).toBe(201);
  // A generous wait so that a miss fails as "not delivered" with the frames seen; the bound is asserted on the latency.
  const frame = await stream.next((f) => f.event === 'message' && f.data._id === sent.data._id, 10_000, from);
  expect(frame.data).toMatchObject({ _id: sent.data._id, text, cursor: sent.data.cursor });
  expect(frame.id).toBe(sent.data.cursor);
  return Math.round(frame.at - t0);
}

describe('two instances: live delivery through PostgreSQL LISTEN/NOTIFY', () => {
  let collab: Awaited<ReturnType<typeof activeCollaboration>>;
  let onB: EventStream;
  let onA: EventStream;

  afterAll(() => {
    onB?.close();
    onA?.close();
  });

  it('a message posted on one instance reaches the collaboration stream held on the other at once', async () => {
    collab = await activeCollaboration(a);
    // The brand watches on B, the creator on A: each side's messages have to cross to the other server.
    onB = await openEvents(b.url, `/api/collaborations/${collab.id}/events`, collab.brand.accessToken);
    onA = await openEvents(a.url, `/api/collaborations/${collab.id}/events`, collab.creator.accessToken);
    expect([onB.status, onA.status]).toEqual([200, 200]);
    await onB.next((f) => f.event === 'ready', 10_000);
    await onA.next((f) => f.event === 'ready', 10_000);

    const aToB: number[] = [];
    const bToA: number[] = [];
    for (let i = 0; i < 5; i++) {
      aToB.push(await deliver(a, collab.creator, collab.id, onB, `From A ${i} ${uniq()}`));
      bToA.push(await deliver(b, collab.brand, collab.id, onA, `From B ${i} ${uniq()}`));
    }
    for (const ms of [...aToB, ...bToA]) expect(ms).toBeLessThan(CROSSING_MS);
    figures.crossInstanceFirstMs = aToB[0];
    figures.crossInstanceMaxMs = Math.max(...aToB, ...bToA);
    figures.crossInstanceMedianMs = [...aToB, ...bToA].sort((x, y) => x - y)[5];
  });

  it('after PostgreSQL restarts, held streams get `resync` and messages cross again', async () => {
    expect(onB, 'the previous test opened the streams').toBeDefined();
    const from = onB.frames.length;
    const downAt = performance.now();
    pg.stop();
    pg.start();
    // Each server's LISTEN connection comes back by itself and says notifications may have been missed.
    await onB.next((f) => f.event === 'resync', 30_000, from);
    await onA.next((f) => f.event === 'resync', 30_000, from);
    figures.resyncAfterRestartMs = Math.round(performance.now() - downAt);
    expect(onB.ended() || onA.ended()).toBe(false);
    // The pools find their connections gone: the first writes may be refused (503) until they reconnect.
    await waitFor('a message accepted after the restart', 30_000, async () => {
      const res = await ask(a.url, `/api/collaborations/${collab.id}/messages?limit=1`, { token: collab.creator.accessToken });
      return res.status === 200;
    });
    figures.deliveredAfterRestartMs = await deliver(a, collab.creator, collab.id, onB, `After restart ${uniq()}`);
    expect(figures.deliveredAfterRestartMs).toBeLessThan(CROSSING_MS);
  });
});
