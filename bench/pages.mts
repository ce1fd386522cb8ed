// The public pages beside static pages of their own size (issue 17): `/`, the campaign list (all,
// page 2, a filtered list, a search with a range through proxy.ts), a campaign page, a creator
// page and the API reference's pages (issue 30), each taking turns with a static Next.js page of the same byte count served by the floor
// app (bench/floor/app/sized/[n]), at 50 connections. Run by `npm run bench` on each database after the list phase, and alone with
// `npx tsx bench/run.mts --only pages` (results in bench/results/pages-*.json).
// Besides requests per second, each target's server CPU time per request (its process tree, from
// /proc): a busy shared machine disturbs it much less than throughput.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  NEXT,
  NEXT_HOST,
  cpuTimes,
  load,
  login,
  median,
  processTicks,
  run,
  secrets,
  start,
  stealPercent,
  stop,
  table,
  ttfb,
  waitFor,
  type Load,
} from './lib.mts';
import { DOCS_PAGES, PAGE_FILTER, PAGE_SEARCH } from './page-cases.mts';

const ROOT = process.cwd();
const SIZED_DIR = path.join(ROOT, 'bench/floor/.next/server/app/sized');
/** A sized floor page serves a page within this share of its size; further apart, the floor is rebuilt. */
const DRIFT = 0.05;
/** Issue 33: every page the page cache serves at ≥ 5× its same-size static page, p99 under 50 ms (a quiet machine). */
export const RATIO_TARGET = 5;
export const P99_TARGET_MS = 50;
const TICK_MS = 10; // /proc clock ticks (USER_HZ = 100)

type Log = (msg: string) => void;

/** The floor's sized pages: the size in their address → the bytes they serve. */
function floorPages(): Map<number, number> {
  const pages = new Map<number, number>();
  if (!fs.existsSync(SIZED_DIR)) return pages;
  for (const f of fs.readdirSync(SIZED_DIR)) {
    const m = /^(\d+)\.html$/.exec(f);
    if (m) pages.set(Number(m[1]), fs.statSync(path.join(SIZED_DIR, f)).size);
  }
  return pages;
}

/** The address size of the floor page nearest `bytes` in what it serves, if within DRIFT. */
function nearestFloorPage(pages: Map<number, number>, bytes: number): { size: number; bytes: number } | null {
  let best: { size: number; bytes: number } | null = null;
  for (const [size, served] of pages) if (!best || Math.abs(served - bytes) < Math.abs(best.bytes - bytes)) best = { size, bytes: served };
  return best && Math.abs(best.bytes - bytes) <= bytes * DRIFT ? best : null;
}

/**
 * Builds the floor app unless it is built (its tracked-link route included) with a sized page
 * within 5 % of each of `sizes`; a build makes exactly those sizes.
 */
export async function ensureFloor(sizes: number[], log: Log): Promise<void> {
  const pages = floorPages();
  const built = fs.existsSync(path.join(ROOT, 'bench/floor/.next/server/app/r/[code]/route.js'));
  if (built && sizes.every((n) => nearestFloorPage(pages, n))) return;
  const wanted = [...new Set(sizes)].sort((a, b) => a - b);
  log(`building the framework floor app (static pages of ${wanted.join(', ')} bytes)`);
  await run('npx', ['next', 'build', 'bench/floor'], { NEXT_TELEMETRY_DISABLED: '1', BENCH_SIZED_BYTES: wanted.join(',') });
}

/** The landing page's size as built (it is prerendered), for the floor the list phase needs before any page is measured. */
export function landingBytes(): number {
  return fs.statSync(path.join(ROOT, '.next/server/app/index.html')).size;
}

/** The pages measured: seeded ones (a campaign from the public list, a creator from the directory). */
async function measuredPages(at: (p: string) => string): Promise<[string, string][]> {
  const { campaigns } = (await (await fetch(at('/api/campaign?limit=1'))).json()) as { campaigns: { _id: string; interest: string }[] };
  const brand = await login(at, 'brand', 'scale-brand-1@bench.example');
  const { creators } = (await (await fetch(at('/api/creators?limit=1'), { headers: { authorization: `Bearer ${brand}` } })).json()) as {
    creators: { _id: string }[];
  };
  if (!campaigns[0] || !creators[0]) throw new Error('the seed made no open campaign or no creator');
  return [
    ['landing', '/'],
    ['campaign list', '/collaborate'],
    ['campaign list, page 2', '/collaborate?page=2'],
    ['filtered list', `/collaborate?${new URLSearchParams(PAGE_FILTER)}`],
    ['searched list (proxy.ts)', `/collaborate?${new URLSearchParams(PAGE_SEARCH)}`],
    ['campaign page', `/campaigns/${campaigns[0]._id}`],
    ['creator page', `/creators/${creators[0]._id}`],
    ...DOCS_PAGES,
  ];
}

type Turn = Load & { cpuMsPerRequest: number };

/** One load at 50 connections, with the server's CPU time per request. */
async function measure(url: string, pid: number, seconds: number): Promise<Turn> {
  const ticks = processTicks(pid);
  const l = await load(url, { seconds, connections: 50 });
  return { ...l, cpuMsPerRequest: ((processTicks(pid) - ticks) * TICK_MS) / Math.max(1, l.requests) };
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const ratio = (a: number, b: number) => Math.round((a / Math.max(b, 1e-9)) * 100) / 100;

/** The rounds of one target as one row: medians, and every error. */
function summarise(ts: Turn[]) {
  return {
    rps: median(ts.map((t) => t.rps)),
    p50: round1(median(ts.map((t) => t.p50))),
    p99: round1(median(ts.map((t) => t.p99))),
    cpuUsPerRequest: Math.round(median(ts.map((t) => t.cpuMsPerRequest)) * 1000),
    errors: ts.reduce((a, t) => a + t.errors + t.non2xx, 0),
  };
}

/**
 * The pages phase against a running product server (`at`, process `appPid`): the floor app is
 * started on `floorPort` (rebuilt first when the pages' sizes drifted from its sized pages).
 */
export async function pagesBench(opts: { at: (p: string) => string; appPid: number; floorPort: number; rounds: number; seconds: number; log: Log }) {
  const { at, appPid, floorPort, rounds, seconds, log } = opts;
  const cpu = cpuTimes();
  const loadAverageAtStart = os.loadavg()[0];
  const pages = await measuredPages(at);
  // The first visit of a cached page renders it; the ones after are what is measured.
  const bytes: number[] = [];
  for (const [, p] of pages) {
    for (let i = 0; i < 3; i++) await (await fetch(at(p))).arrayBuffer();
    bytes.push((await (await fetch(at(p))).arrayBuffer()).byteLength);
  }
  await ensureFloor(bytes, log);
  const sized = floorPages();
  const floorUrl = (p: string) => `http://${NEXT_HOST}:${floorPort}${p}`;
  const targets = pages.map(([name, p], i) => {
    const floorPage = nearestFloorPage(sized, bytes[i])!;
    return { name, path: p, url: at(p), bytes: bytes[i], floorUrl: floorUrl(`/sized/${floorPage.size}`), floorBytes: floorPage.bytes };
  });
  const floor = start(NEXT, ['start', 'bench/floor', '-H', NEXT_HOST, '-p', String(floorPort)], {
    ...secrets,
    BENCH_BODY_FILE: path.join(ROOT, 'package.json'),
    NODE_ENV: 'production',
  });
  const product: Turn[][] = targets.map(() => []);
  const floors: Turn[][] = targets.map(() => []);
  const tiny: Turn[] = [];
  const cache: (string | null)[] = [];
  try {
    await waitFor(floorUrl('/'));
    const floorPid = floor.pid!;
    for (const t of targets) {
      await load(t.url, { seconds: 2, connections: 10 }); // warm up (JIT, caches)
      await load(t.floorUrl, { seconds: 2, connections: 10 });
    }
    await load(floorUrl('/'), { seconds: 2, connections: 10 });
    // Each page takes turns with its floor, first one then the other, so drift favours neither.
    for (let round = 0; round < rounds; round++) {
      for (const [i, t] of targets.entries()) {
        const productTurn = async () => product[i].push(await measure(t.url, appPid, seconds));
        const floorTurn = async () => floors[i].push(await measure(t.floorUrl, floorPid, seconds));
        if (round % 2) await floorTurn().then(productTurn);
        else await productTurn().then(floorTurn);
        if (round === rounds - 1) cache[i] = (await fetch(t.url)).headers.get('x-nextjs-cache');
      }
      // The tiny static page: what Next.js costs per request at all, whatever the bytes.
      tiny.push(await measure(floorUrl('/'), floorPid, seconds));
    }
  } finally {
    await stop(floor);
  }
  const rows = [];
  for (const [i, t] of targets.entries()) {
    const p = summarise(product[i]);
    const f = summarise(floors[i]);
    const vsFloor = ratio(p.rps, f.rps);
    rows.push({
      page: t.name,
      path: t.path,
      bytes: t.bytes,
      floorBytes: t.floorBytes,
      rps: p.rps,
      floorRps: f.rps,
      ratio: vsFloor,
      p50: p.p50,
      p99: p.p99,
      floorP99: f.p99,
      ttfbMs: await ttfb(t.url),
      cpuUs: p.cpuUsPerRequest,
      floorCpuUs: f.cpuUsPerRequest,
      // Floor CPU time over the page's: the same comparison as `ratio`, less disturbed by other load.
      cpuRatio: ratio(f.cpuUsPerRequest, p.cpuUsPerRequest),
      cache: cache[i],
      errors: p.errors + f.errors,
      pass: vsFloor >= RATIO_TARGET && p.p99 < P99_TARGET_MS && p.errors === 0,
    });
  }
  const tinyFloor = summarise(tiny);
  const cpuStealPercent = stealPercent(cpu);
  table(rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'path'))));
  log(
    `pages: ${rows.filter((r) => r.pass).length} of ${rows.length} at ≥ ${RATIO_TARGET}× their same-size static page with p99 < ${P99_TARGET_MS} ms; ` +
      `tiny static page ${tinyFloor.rps} req/s; CPU steal ${cpuStealPercent}%, load average ${loadAverageAtStart.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}`,
  );
  return {
    targets: { ratio: RATIO_TARGET, p99Ms: P99_TARGET_MS },
    rows,
    tinyFloor,
    allPass: rows.every((r) => r.pass),
    cpuStealPercent,
    loadAverage: { start: round1(loadAverageAtStart), end: round1(os.loadavg()[0]) },
  };
}
