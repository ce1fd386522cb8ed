// `npm run bench:lighthouse`: Lighthouse (mobile emulation) on the landing page, /collaborate, a
// campaign page and a creator page (targets: >= 95 on performance, accessibility and SEO), and on
// the dashboards' main pages signed in as the demo brand and the demo creator (target:
// accessibility 100), plus each page's first-load JavaScript (gzip), against `next start` with
// Debian's Chromium.
// BENCH_LIGHTHOUSE_PORT moves its server (3451), to run beside another checkout's bench.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { HOST, appServer, login, run, start, stop, table, waitFor } from './lib.mts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/helpers/chromium.ts';

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3451);
const base = `http://${HOST}:${PORT}`;
const ROOT = process.cwd();

async function firstLoadJsKb(url: string, headers: Record<string, string>): Promise<number> {
  const html = await (await fetch(url, { headers })).text();
  // noModule scripts (Next's legacy polyfills) are never fetched by the browsers we support.
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/\bnomodule\b/i.test(m[0])).map((m) => m[1]);
  let total = 0;
  for (const src of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    total += zlib.gzipSync(body, { level: 9 }).length;
  }
  return Math.round(total / 102.4) / 10;
}

if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) await run('npx', ['next', 'build'], { NEXT_TELEMETRY_DISABLED: '1' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-lh-'));
const env = {
  DATA_DIR: dataDir,
  UPLOADS_DIR: path.join(dataDir, 'uploads'),
  DATABASE_URL: '',
  JWT_ACCESS_SECRET: 'lh-access-secret-0123456789-abcdefghijklmnop',
  JWT_REFRESH_SECRET: 'lh-refresh-secret-0123456789-abcdefghijklmno',
  APP_URL: base,
  NEXT_TELEMETRY_DISABLED: '1',
  LOG_LEVEL: 'error',
};
await run('npx', ['tsx', '--conditions=react-server', 'scripts/seed.mts'], env);
const server = start(...appServer(HOST, PORT), { ...env, NODE_ENV: 'production' });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const rows: Record<string, unknown>[] = [];
try {
  await waitFor(`${base}/api/health`);
  // A seeded campaign (the newest open one) and a seeded creator (the directory's first, as the demo brand sees it).
  const { campaigns } = (await (await fetch(`${base}/api/campaign?limit=1`)).json()) as { campaigns: { _id: string }[] };
  const brand = await login((p) => base + p, 'brand', 'brand@demo.collabmarket.local');
  const { creators } = (await (await fetch(`${base}/api/creators?limit=1`, { headers: { authorization: `Bearer ${brand}` } })).json()) as {
    creators: { _id: string }[];
  };
  const creator = await login((p) => base + p, 'creator', 'creator@demo.collabmarket.local');
  const asBrand = { Cookie: `brand_access=${brand}` };
  const asCreator = { Cookie: `creator_access=${creator}` };
  const pages: { path: string; headers: Record<string, string> }[] = [
    ...['/', '/collaborate', `/campaigns/${campaigns[0]._id}`, `/creators/${creators[0]._id}`].map((path) => ({ path, headers: {} })),
    ...['', '/campaign-setting', '/notifications', '/collaborations', '/creators', '/reports', '/brand-profile'].map((p) => ({
      path: `/brand/dashboard${p}`,
      headers: asBrand,
    })),
    ...['', '/invitations', '/collaborations', '/notifications', '/creator-profile'].map((p) => ({ path: `/creator/dashboard${p}`, headers: asCreator })),
  ];
  for (const { path: p, headers } of pages) {
    await fetch(base + p, { headers }); // warm
    const audit = async () =>
      (await lighthouse(base + p, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
        extraHeaders: headers,
      }))!.lhr;
    // A run Lighthouse itself could not finish (a protocol timeout on a busy machine) scores 0
    // everywhere it failed: measured again once, and said in the table if it fails again.
    let lhr = await audit();
    if (lhr.runtimeError) lhr = await audit();
    if (lhr.finalDisplayedUrl !== base + p) throw new Error(`${p} ended at ${lhr.finalDisplayedUrl}: not signed in?`);
    const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    // Dashboards are noindex on purpose (private pages): SEO is not theirs to score.
    const signedIn = Object.keys(headers).length > 0;
    rows.push({
      page: p,
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: signedIn ? 'n/a' : score('seo'),
      bestPractices: score('best-practices'),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      firstLoadJsKbGzip: await firstLoadJsKb(base + p, headers),
      // What keeps a category under its target (95; accessibility 100): its failing audits.
      failing: lhr.runtimeError
        ? `lighthouse: ${lhr.runtimeError.code}`
        : Object.values(lhr.categories)
            .filter((c) => !(signedIn && c.id === 'seo') && (c.score ?? 0) < (c.id === 'accessibility' ? 1 : 0.95))
            .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => `${c.id}:${r.id}`))
            .join(' '),
    });
  }
} finally {
  await chrome.kill();
  await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
table(rows);
fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench/results/lighthouse-latest.json'), JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));
