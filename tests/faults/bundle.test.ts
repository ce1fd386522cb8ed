import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, DIST_DIR, killAll, ROOT, startServer, tempDir, type Server } from './support';

// The deployable bundle (scripts/bundle.mts, made by `npm run build`): copied out of the repository
// into a temporary folder, started with `node server.js` from yet another folder, with nothing of
// the checkout beside it. It must migrate an empty database, serve pages, their static files and
// the API, answer public pages from the page cache's front (our server, not Next.js's minimal one),
// and stop cleanly on SIGTERM.

const METRICS_TOKEN = 'bundle-smoke-metrics-token-0123456789';
let server: Server;

const frontHits = async () => {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  const line = (await res.text()).split('\n').find((l) => l.startsWith('collabmarket_page_front_total{result="hit"}'));
  return Number(line?.split(' ')[1] ?? 0);
};

beforeAll(async () => {
  const bundle = path.join(ROOT, DIST_DIR, 'standalone');
  if (!fs.existsSync(path.join(bundle, 'server.mjs'))) throw new Error(`No bundle in ${bundle}: run \`npm run build\` first`);
  const copy = tempDir('bundle');
  fs.cpSync(bundle, copy, { recursive: true });
  const elsewhere = tempDir('bundle-cwd');
  server = await startServer({
    entry: path.join(copy, 'server.js'),
    cwd: elsewhere,
    dataDir: path.join(elsewhere, 'data'),
    extraEnv: { METRICS_TOKEN },
  });
});

afterAll(killAll);

describe('the bundle, started outside the repository', () => {
  it('is ready: database opened and migrated, queue running', async () => {
    const res = await ask(server.url, '/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: 'ok', checks: { database: 'ok', migrations: 'ok', queue: 'ok' } });
  });

  it('serves pages with their scripts, styles and public files', async () => {
    for (const page of ['/', '/collaborate', '/login', '/docs/api']) {
      const res = await fetch(server.url + page);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-type'), page).toContain('text/html');
    }
    const html = await (await fetch(server.url + '/')).text();
    const assets = [...html.matchAll(/\/_next\/static\/[^"'\s]+\.(?:js|css)/g)].map((m) => m[0]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of new Set(assets)) expect((await fetch(server.url + asset)).status, asset).toBe(200);
    expect((await fetch(server.url + '/icon.svg')).status).toBe(200);
    const images = [...html.matchAll(/src="(\/images\/[^"]+)"/g)].map((m) => m[1]);
    for (const image of new Set(images)) expect((await fetch(server.url + image)).status, image).toBe(200);
  });

  it('answers the API', async () => {
    const res = await ask(server.url, '/api/campaign');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.data.campaigns)).toBe(true);
    const refused = await ask(server.url, '/api/brand/profile');
    expect(refused.status).toBe(401);
    expect(refused.data.message).toBeTruthy();
  });

  it("answers a public page from the page cache's front the second time", async () => {
    const before = await frontHits();
    await fetch(`${server.url}/collaborate`);
    const again = await fetch(`${server.url}/collaborate`);
    expect(again.status).toBe(200);
    expect(await frontHits()).toBeGreaterThan(before);
  });

  it('stops on SIGTERM through its own shutdown (exit 143), not killed by the signal', async () => {
    const { code, signal } = await server.stop('SIGTERM');
    expect({ code, signal }).toEqual({ code: 143, signal: null });
    expect(server.output()).not.toContain('shutdown failed');
  });
});
