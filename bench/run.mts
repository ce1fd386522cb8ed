// `npm run bench`: the product's speed side by side with the framework floor and the hardware
// limit, growth from 1k to 100k campaigns, page speed, memory over a soak, on PGlite and
// PostgreSQL, then live delivery and long threads (bench/streams.mts). Loopback only; every phase is bounded in time. Results: bench/results/*.json.
// `npx tsx bench/run.mts --only directory` (or BENCH_ONLY=directory): only the creator directory's
// growth from 1k to 100k creators, database path and HTTP; results in bench/results/directory-*.json.
// `--only redirect`: the tracked link GET /r/{code} against the framework floor (bench/redirect.mts).
// `--only report`: the campaign report at 10k, 100k and 1M clicks (bench/report.mts).
// `--only pages`: the public pages beside static pages of their size (bench/pages.mts), on ports of its own.
// `--only list`: GET /api/campaign at its default page (100 campaigns) against the framework floor,
// per database, on ports of its own; results in bench/results/list-*.json.
// `--only webhooks`: signed payment webhooks at 200 a second for a minute, half duplicates, against
// one server (bench/webhooks.mts): applied exactly once, p99 answer time; results in bench/results/webhooks-*.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { execFileSync } from 'node:child_process';
import { BUDGET_KB, routeWeights } from './bundle-budget.mts';
import {
  HOST,
  NEXT_HOST,
  NEXT,
  appServer,
  cpuTimes,
  dbEnv,
  dropDatabase,
  freePort,
  load,
  login,
  median,
  medianLoad,
  processTicks,
  rssMb,
  run,
  secrets,
  start,
  stop,
  stealPercent,
  table,
  waitFor,
  type Load,
} from './lib.mts';
import { streams } from './streams.mts';
import { DIRECTORY_CASES, DIRECTORY_DEEP_PAGES } from './directory-cases.mts';
import { redirectBench } from './redirect.mts';
import { reportBench } from './report.mts';
import { webhooksBench } from './webhooks.mts';
import { ensureFloor, landingBytes, pagesBench } from './pages.mts';
import { PAGE_CAMPAIGN_ID, PAGE_CASE_NAMES, PAGE_CREATOR_ID, PAGE_FILTER } from './page-cases.mts';

const ROOT = process.cwd();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const SCALES = (process.env.BENCH_SCALES ?? '1000,10000,100000').split(',').map(Number);
const DBS = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',');
// Ports the system picks (free when asked): the product, the framework floor, bare node:http.
const APP_PORT = await freePort();
const FLOOR_PORT = await freePort();
const BARE_PORT = await freePort();
const app = (p: string) => `http://${NEXT_HOST}:${APP_PORT}${p}`;
const onlyAt = process.argv.indexOf('--only');
const ONLY = onlyAt >= 0 ? process.argv[onlyAt + 1] : process.env.BENCH_ONLY;
if (ONLY !== undefined && !['directory', 'redirect', 'report', 'pages', 'list', 'webhooks'].includes(ONLY))
  throw new Error(`--only takes "directory", "redirect", "report", "pages", "list" or "webhooks", not ${ONLY}`);
const DIRECTORY_ONLY = ONLY === 'directory';

type Result = Record<string, unknown>;
const results: Result = {
  startedAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  },
  settings: { seconds: SECONDS, rounds: ROUNDS, soakSeconds: SOAK_SECONDS, scales: SCALES, connections: 50, only: ONLY ?? null },
};

function log(msg: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);
}

async function ensureBuilds() {
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    log('building the product');
    await run('npx', ['next', 'build'], { NEXT_TELEMETRY_DISABLED: '1' });
  }
  // The list phase needs the floor app; the pages phase rebuilds it when the pages' sizes drift.
  if (!DIRECTORY_ONLY) await ensureFloor([landingBytes()], log);
}

async function startApp(env: NodeJS.ProcessEnv, extra: NodeJS.ProcessEnv = {}, port = APP_PORT) {
  const p = start(...appServer(NEXT_HOST, port), { ...env, ...extra, NODE_ENV: 'production' });
  await waitFor(`http://${NEXT_HOST}:${port}/api/health`);
  return p;
}

/** The campaigns the list sends without paging parameters (UNPAGED_LIST_LIMIT in lib/campaigns/schemas.ts). */
const DEFAULT_LIST_SIZE = 100;
const LIST_RATIO_TARGET = 0.8;
const LIST_P99_TARGET_MS = 200;
const TICK_MS = 10; // /proc clock ticks (USER_HZ = 100)

/**
 * Phase 1: GET /api/campaign at its default page against a minimal Next.js handler sending the
 * same bytes and a bare node:http server, in turns, with each server's CPU time per request.
 */
async function listVsFloor(env: NodeJS.ProcessEnv, appPid: number, ports = { app: APP_PORT, floor: FLOOR_PORT, bare: BARE_PORT }) {
  const appUrl = `http://${NEXT_HOST}:${ports.app}/api/campaign`;
  const body = Buffer.from(await (await fetch(appUrl)).arrayBuffer());
  const sent = (JSON.parse(body.toString()) as { campaigns: unknown[] }).campaigns.length;
  if (sent !== DEFAULT_LIST_SIZE) throw new Error(`the default list sent ${sent} campaigns, not ${DEFAULT_LIST_SIZE}: seed more open campaigns`);
  const file = path.join(env.DATA_DIR!, 'campaign-list.json');
  fs.writeFileSync(file, body);
  const floor = start(NEXT, ['start', 'bench/floor', '-H', NEXT_HOST, '-p', String(ports.floor)], {
    ...secrets,
    BENCH_BODY_FILE: file,
    NODE_ENV: 'production',
  });
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((r) => bare.listen(ports.bare, HOST, r));
  try {
    const floorUrl = `http://${NEXT_HOST}:${ports.floor}/api/floor`;
    await waitFor(floorUrl);
    const floorBody = Buffer.from(await (await fetch(floorUrl)).arrayBuffer());
    if (!floorBody.equals(body)) throw new Error('the floor does not send the bytes the product sends');
    // The floor's server is a child of the `next` binary: its CPU is counted with its children.
    const targets: [string, string, number | undefined][] = [
      ['product GET /api/campaign', appUrl, appPid],
      ['framework floor (Next.js handler, bytes in memory)', floorUrl, floor.pid],
      ['hardware limit (bare node:http)', `http://${HOST}:${ports.bare}/`, undefined],
    ];
    for (const [, url] of targets) await load(url, { seconds: 3 }); // warm up (JIT, caches)
    const turns: Record<string, (Load & { cpuMs: number })[]> = {};
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, url, pid] of targets) {
        const ticks = pid ? processTicks(pid) : 0;
        const l = await load(url, { seconds: SECONDS });
        const cpuMs = pid ? ((processTicks(pid) - ticks) * TICK_MS) / Math.max(1, l.requests) : 0;
        (turns[name] ??= []).push({ ...l, cpuMs });
      }
    }
    const avg = (ls: (Load & { cpuMs: number })[]) => ({
      rps: Math.round(ls.reduce((s, l) => s + l.rps, 0) / ls.length),
      p50: Math.round((ls.reduce((s, l) => s + l.p50, 0) / ls.length) * 10) / 10,
      p99: Math.round((ls.reduce((s, l) => s + l.p99, 0) / ls.length) * 10) / 10,
      cpuMsPerRequest: Math.round((ls.reduce((s, l) => s + l.cpuMs, 0) / ls.length) * 1000) / 1000,
      errors: ls.reduce((s, l) => s + l.errors + l.non2xx, 0),
    });
    const rows = Object.entries(turns).map(([name, ls]) => ({ target: name, ...avg(ls) }));
    const [product, floorRow, bareRow] = rows;
    // Each round's product ÷ floor (the two measured back to back), and their median.
    const roundRatios = turns[product.target].map((l, i) => Math.round((l.rps / turns[floorRow.target][i].rps) * 100) / 100);
    const summary = {
      bodyBytes: body.length,
      campaigns: sent,
      rows,
      roundRatios,
      productVsFloor: Math.round((product.rps / floorRow.rps) * 100) / 100,
      medianRoundRatio: median(roundRatios),
      floorVsProductCpu: Math.round((floorRow.cpuMsPerRequest / Math.max(product.cpuMsPerRequest, 0.001)) * 100) / 100,
      productVsBare: Math.round((product.rps / bareRow.rps) * 1000) / 1000,
      floorVsBare: Math.round((floorRow.rps / bareRow.rps) * 1000) / 1000,
      targets: { ratio: LIST_RATIO_TARGET, p99Ms: LIST_P99_TARGET_MS },
      met: product.rps / floorRow.rps >= LIST_RATIO_TARGET && product.p99 < LIST_P99_TARGET_MS,
    };
    table(rows);
    log(
      `${body.length} bytes, ${sent} campaigns: product/floor = ${summary.productVsFloor} (rounds ${roundRatios.join(', ')}), CPU per request floor/product = ${summary.floorVsProductCpu}, product p99 ${product.p99} ms (targets >= ${LIST_RATIO_TARGET}, < ${LIST_P99_TARGET_MS} ms: ${summary.met ? 'met' : 'NOT met'})`,
    );
    return summary;
  } finally {
    bare.close();
    await stop(floor);
  }
}

/** Phase 2, database path alone: bench/queries.mts times the same lists in process (no server running). */
function queryTimes(scale: number, env: NodeJS.ProcessEnv) {
  const cpu = cpuTimes();
  const outText = execFileSync('npx', ['tsx', '--conditions=react-server', 'bench/queries.mts'], {
    env: { ...process.env, ...env, ...(DIRECTORY_ONLY ? { BENCH_ONLY: 'directory' } : {}) },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const steal = stealPercent(cpu);
  const times = JSON.parse(outText.trim().split('\n').pop()!) as Record<string, { p50: number; p90: number }>;
  return Object.entries(times).map(([name, t]) => ({ scale, case: name, p50Ms: t.p50, p90Ms: t.p90, cpuStealPercent: steal }));
}

/** The creator directory's searches over HTTP, as a brand (bench/directory-cases.mts): the deep page's cursor is walked to first. */
async function directoryCases(brand: string, at = app): Promise<[string, string, Record<string, string>][]> {
  const headers = { authorization: `Bearer ${brand}` };
  let deep: string | null = null;
  for (let i = 0; i < DIRECTORY_DEEP_PAGES; i++) {
    const res = await fetch(at(`/api/creators${deep ? `?after=${deep}` : ''}`), { headers });
    deep = ((await res.json()) as { nextCursor: string | null }).nextCursor;
  }
  return DIRECTORY_CASES.map(([name, q]) => [name, `/api/creators?${new URLSearchParams(q === 'deep' ? { after: deep ?? '' } : q)}`, headers]);
}

/** Phase 2 at one scale: latency of the lists that grow with data (database path, cache off). */
async function growthAt(scale: number) {
  const brand = await login(app, 'brand', 'scale-brand-1@bench.example');
  const cases: [string, string, Record<string, string>][] = [];
  if (!DIRECTORY_ONLY) {
    const creator = await login(app, 'creator', 'scale-creator-1@bench.example');
    const { nextCursor } = (await (await fetch(app('/api/campaign?page=49'))).json()) as { nextCursor: string };
    cases.push(
      ['campaign list (page 1)', '/api/campaign', {}],
      ['campaign list (page 50)', '/api/campaign?page=50', {}],
      ['campaign list (page 50 by cursor)', `/api/campaign?after=${nextCursor}`, {}],
      ['filtered search', '/api/campaign?platform=Instagram&interest=Fashion&minFollowers=2000&maxFollowers=40000', {}],
      ['text search', '/api/campaign?q=festive', {}],
      ['brand notifications', '/api/campaign/notifications', { authorization: `Bearer ${brand}` }],
      ['creator notifications', '/api/creator/notifications', { authorization: `Bearer ${creator}` }],
      // The cached pages' reads, through the API that reads the same rows (bench/page-cases.mts).
      [PAGE_CASE_NAMES.campaign, `/api/campaign/${PAGE_CAMPAIGN_ID}`, {}],
      [PAGE_CASE_NAMES.creator, `/api/creators/${PAGE_CREATOR_ID}`, { authorization: `Bearer ${brand}` }],
      [PAGE_CASE_NAMES.filtered, `/api/campaign?${new URLSearchParams({ ...PAGE_FILTER, open: '1' })}`, {}],
    );
  }
  cases.push(...(await directoryCases(brand)));
  const rows = [];
  for (const [name, p, headers] of cases) {
    const l = await load(app(p), { connections: 10, seconds: Math.max(2, Math.round(SECONDS / 2)), headers });
    rows.push({ scale, case: name, p50: l.p50, p99: l.p99, rps: l.rps, errors: l.errors + l.non2xx });
  }
  return rows;
}

const SOAK_URLS = ['/api/campaign', '/api/campaign?q=launch', '/collaborate', '/api/campaign?platform=YouTube&page=3'];
const SOAK_WARMUP_SECONDS = 30;

/** The soak's URL mix for `seconds`, sampling RSS after each 10-second slice. */
async function mixedLoad(pid: number, seconds: number) {
  const samples: { t: number; rssMb: number }[] = [];
  const t0 = Date.now();
  const until = t0 + seconds * 1000;
  let requests = 0;
  let errors = 0;
  let i = 0;
  while (Date.now() < until) {
    const slice = Math.min(10, Math.max(1, Math.round((until - Date.now()) / 1000)));
    const l = await load(app(SOAK_URLS[i++ % SOAK_URLS.length]), { seconds: slice, connections: 20 });
    requests += l.rps * slice;
    errors += l.errors + l.non2xx;
    samples.push({ t: (Date.now() - t0) / 1000, rssMb: rssMb(pid) });
  }
  return { samples, requests: Math.round(requests), errors };
}

/** Least-squares slope of RSS over time, in MB per minute: a leak shows as a steady positive slope. */
function slopeMbPerMin(samples: { t: number; rssMb: number }[]) {
  const n = samples.length;
  const mt = samples.reduce((a, s) => a + s.t, 0) / n;
  const mr = samples.reduce((a, s) => a + s.rssMb, 0) / n;
  const cov = samples.reduce((a, s) => a + (s.t - mt) * (s.rssMb - mr), 0);
  const vt = samples.reduce((a, s) => a + (s.t - mt) ** 2, 0);
  return Math.round((vt ? cov / vt : 0) * 60 * 10) / 10;
}

/**
 * The trend of the floor RSS returns to: the least-squares slope of each URL cycle's lowest sample.
 * The URL mix makes RSS saw up and down with a period of SOAK_URLS.length samples, so the slope of
 * all samples depends on where the window cuts the cycle; what a leak raises is the floor.
 */
function troughSlopeMbPerMin(samples: { t: number; rssMb: number }[]) {
  const troughs = [];
  for (let i = 0; i + SOAK_URLS.length <= samples.length; i += SOAK_URLS.length) {
    const cycle = samples.slice(i, i + SOAK_URLS.length);
    troughs.push(cycle.reduce((lo, s) => (s.rssMb < lo.rssMb ? s : lo)));
  }
  return { troughs: troughs.map((s) => s.rssMb), slope: troughs.length > 1 ? slopeMbPerMin(troughs) : 0 };
}

/**
 * Memory over a long load: SOAK_SECONDS of the URL mix after a warm-up (JIT code, caches and the
 * heap's first growth), with RSS sampled every 10 s. V8 collects lazily, so RSS swings in a band;
 * a leak shows as a trend across the run, which the least-squares slope reports.
 */
async function soak(pid: number) {
  const beforeWarmup = rssMb(pid);
  await mixedLoad(pid, SOAK_WARMUP_SECONDS);
  const start = rssMb(pid);
  const run = await mixedLoad(pid, SOAK_SECONDS);
  const end = rssMb(pid);
  const rss = run.samples.map((s) => s.rssMb);
  const floor = troughSlopeMbPerMin(run.samples);
  const deployed = {
    seconds: SOAK_SECONDS,
    rssBeforeWarmupMb: beforeWarmup,
    rssStartMb: start,
    rssEndMb: end,
    rssMinMb: Math.min(...rss),
    rssMaxMb: Math.max(...rss),
    slopeMbPerMin: slopeMbPerMin(run.samples),
    troughsMb: floor.troughs,
    troughSlopeMbPerMin: floor.slope,
    requests: run.requests,
    errors: run.errors,
    samples: rss,
  };
  log(
    `soak ${SOAK_SECONDS}s after ${SOAK_WARMUP_SECONDS}s warm-up: RSS ${start} → ${end} MB (min ${deployed.rssMinMb}, max ${deployed.rssMaxMb}, trend ${deployed.slopeMbPerMin} MB/min; lowest of each URL cycle ${floor.troughs.join(', ')} MB, trend ${floor.slope} MB/min), ${run.requests} requests, ${run.errors} errors`,
  );
  return deployed;
}

async function forDatabase(kind: string) {
  log(`=== ${kind}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cm-bench-${kind}-`));
  const env = dbEnv(kind, dataDir);
  const out: Result = {};
  const seedAt = async (scale: number) => {
    const t = Date.now();
    await run('npx', ['tsx', '--conditions=react-server', 'scripts/seed.mts', '--scale', String(scale)], env);
    log(`seeded ${scale} campaigns in ${Date.now() - t} ms`);
    return Date.now() - t;
  };
  out.seedMs = { [SCALES[0]]: await seedAt(SCALES[0]) };
  let server = await startApp(env);
  try {
    if (!DIRECTORY_ONLY) {
      out.listVsFloor = await listVsFloor(env, server.pid!);
      out.pages = await pagesBench({ at: app, appPid: server.pid!, floorPort: FLOOR_PORT, rounds: ROUNDS, seconds: SECONDS, log });
      if (kind === DBS[DBS.length - 1] && SOAK_SECONDS > 0) out.soak = await soak(server.pid!);
    }
    await stop(server);
    const growth = [];
    const queries: ReturnType<typeof queryTimes> = [];
    for (const scale of SCALES) {
      if (scale !== SCALES[0]) (out.seedMs as Record<number, number>)[scale] = await seedAt(scale);
      queries.push(...queryTimes(scale, env));
      server = await startApp(env, { CAMPAIGN_LIST_CACHE_TTL_MS: '0' });
      const cpu = cpuTimes();
      const rows = await growthAt(scale);
      const steal = stealPercent(cpu);
      growth.push(...rows.map((r) => ({ ...r, cpuStealPercent: steal })));
      await stop(server);
    }
    table(growth);
    const base = Object.fromEntries(growth.filter((g) => g.scale === SCALES[0]).map((g) => [g.case, g.p50]));
    out.growth = growth.map((g) => ({ ...g, vsFirstScale: Math.round((g.p50 / Math.max(base[g.case], 0.1)) * 100) / 100 }));
    const qBase = Object.fromEntries(queries.filter((q) => q.scale === SCALES[0]).map((q) => [q.case, q.p50Ms]));
    out.queryGrowth = queries.map((q) => ({ ...q, vsFirstScale: Math.round((q.p50Ms / Math.max(qBase[q.case], 0.01)) * 100) / 100 }));
    table(out.queryGrowth as Record<string, unknown>[]);
    log('growth above: over HTTP (framework included); below: the database path alone, in process');
  } finally {
    await stop(server);
    dropDatabase(env);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return out;
}

/**
 * `--only directory`: one database per scale, seeded side by side, then measured in turns (each
 * round visits every scale, on the database path and then over HTTP with one server per scale),
 * so a burst of load from elsewhere on the machine falls on all scales alike instead of on
 * whichever scale happened to run during it. Each figure is the median of the rounds' medians.
 */
async function directoryGrowth(kind: string) {
  log(`=== ${kind} (creator directory)`);
  const dbs: { scale: number; dataDir: string; env: NodeJS.ProcessEnv; port: number }[] = [];
  for (const scale of SCALES) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cm-bench-${kind}-${scale}-`));
    dbs.push({ scale, dataDir, env: dbEnv(kind, dataDir), port: await freePort() });
  }
  const seedMs: Record<number, number> = {};
  const servers: ReturnType<typeof start>[] = [];
  try {
    for (const d of dbs) {
      const t = Date.now();
      await run('npx', ['tsx', '--conditions=react-server', 'scripts/seed.mts', '--scale', String(d.scale)], d.env);
      seedMs[d.scale] = Date.now() - t;
      log(`seeded ${d.scale} creators (and campaigns) in ${seedMs[d.scale]} ms`);
    }
    const dbTimes: Record<string, { p50: number[]; p90: number[] }> = {};
    for (let round = 0; round < ROUNDS; round++) {
      for (const d of dbs) {
        for (const q of queryTimes(d.scale, d.env)) {
          const t = (dbTimes[`${d.scale}|${q.case}`] ??= { p50: [], p90: [] });
          t.p50.push(q.p50Ms);
          t.p90.push(q.p90Ms);
        }
      }
    }
    for (const d of dbs) servers.push(await startApp(d.env, { CAMPAIGN_LIST_CACHE_TTL_MS: '0' }, d.port));
    const targets = [];
    for (const d of dbs) {
      const at = (p: string) => `http://${NEXT_HOST}:${d.port}${p}`;
      targets.push({ scale: d.scale, at, cases: await directoryCases(await login(at, 'brand', 'scale-brand-1@bench.example'), at) });
    }
    const http: Record<string, Load[]> = {};
    for (const t of targets) for (const [, p, headers] of t.cases) await load(t.at(p), { connections: 10, seconds: 1, headers }); // warm up
    for (let round = 0; round < ROUNDS; round++) {
      for (let c = 0; c < DIRECTORY_CASES.length; c++) {
        for (const t of targets) {
          const [name, p, headers] = t.cases[c];
          (http[`${t.scale}|${name}`] ??= []).push(await load(t.at(p), { connections: 10, seconds: 2, headers }));
        }
      }
    }
    const rows = (key: (scale: number, name: string) => Record<string, number>) =>
      SCALES.flatMap((scale) => DIRECTORY_CASES.map(([name]) => ({ scale, case: name, ...key(scale, name) })));
    const withRatio = <R extends { scale: number; case: string }>(list: R[], field: keyof R) =>
      list.map((r) => {
        const base = list.find((b) => b.scale === SCALES[0] && b.case === r.case)![field] as number;
        return { ...r, vsFirstScale: Math.round(((r[field] as number) / Math.max(base, 0.01)) * 100) / 100 };
      });
    const queryGrowth = withRatio(
      rows((scale, name) => ({ p50Ms: median(dbTimes[`${scale}|${name}`].p50), p90Ms: median(dbTimes[`${scale}|${name}`].p90) })),
      'p50Ms',
    );
    const growth = withRatio(
      rows((scale, name) => medianLoad(http[`${scale}|${name}`])),
      'p50',
    );
    table(growth);
    table(queryGrowth);
    log('above: over HTTP (framework included); below: the database path alone, in process');
    return { seedMs, growth, queryGrowth };
  } finally {
    for (const s of servers) await stop(s);
    for (const d of dbs) {
      dropDatabase(d.env);
      fs.rmSync(d.dataDir, { recursive: true, force: true });
    }
  }
}

const t0 = Date.now();

/** Writes the run's results as bench/results/<prefix>-<time>.json and as `latest`. */
function saveResults(prefix: string, latest = `${prefix}-latest.json`) {
  results.totalSeconds = Math.round((Date.now() - t0) / 1000);
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  const file = path.join(ROOT, 'bench/results', `${prefix}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(results, null, 2));
  fs.writeFileSync(path.join(ROOT, 'bench/results', latest), JSON.stringify(results, null, 2));
  log(`done in ${results.totalSeconds}s; results in ${path.relative(ROOT, file)}`);
}

/**
 * `--only pages`: per database, a server seeded as the full run seeds it, on ports of its own
 * (the system picks them, so it can run beside another checkout's bench).
 */
async function pagesOnly(kind: string) {
  log(`=== ${kind} (pages)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cm-bench-pages-${kind}-`));
  const env = dbEnv(kind, dataDir);
  const port = await freePort();
  let server: ReturnType<typeof start> | undefined;
  try {
    await run('npx', ['tsx', '--conditions=react-server', 'scripts/seed.mts', '--scale', String(SCALES[0])], env);
    server = await startApp(env, {}, port);
    return await pagesBench({
      at: (p) => `http://${NEXT_HOST}:${port}${p}`,
      appPid: server.pid!,
      floorPort: await freePort(),
      rounds: ROUNDS,
      seconds: SECONDS,
      log,
    });
  } finally {
    if (server) await stop(server);
    dropDatabase(env);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `--only list`: per database, a server seeded as the full run seeds it, the list against the floor, on ports of its own. */
async function listOnly(kind: string) {
  log(`=== ${kind} (campaign list)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cm-bench-list-${kind}-`));
  const env = dbEnv(kind, dataDir);
  const port = await freePort();
  let server: ReturnType<typeof start> | undefined;
  try {
    await run('npx', ['tsx', '--conditions=react-server', 'scripts/seed.mts', '--scale', String(SCALES[0])], env);
    server = await startApp(env, {}, port);
    return await listVsFloor(env, server.pid!, { app: port, floor: await freePort(), bare: await freePort() });
  } finally {
    if (server) await stop(server);
    dropDatabase(env);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (ONLY === 'list') {
  await ensureBuilds();
  for (const kind of DBS) results[kind] = await listOnly(kind);
  saveResults('list');
  process.exit(0);
}
if (ONLY === 'pages') {
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) await run('npx', ['next', 'build'], { NEXT_TELEMETRY_DISABLED: '1' });
  for (const kind of DBS) results[kind] = await pagesOnly(kind);
  saveResults('pages');
  process.exit(0);
}
if (ONLY === 'redirect') {
  // The tracked link against the floor (bench/redirect.mts); results in bench/results/redirect-*.json.
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) await run('npx', ['next', 'build'], { NEXT_TELEMETRY_DISABLED: '1' });
  await ensureFloor([landingBytes()], log);
  // Ports of its own, so it can run beside another part's bench.
  results.redirect = await redirectBench({ dbs: DBS, seconds: SECONDS, rounds: ROUNDS, appPort: await freePort(), floorPort: await freePort(), log });
  saveResults('redirect');
  process.exit(0);
}
if (ONLY === 'webhooks') {
  // Payment webhooks, applied exactly once (bench/webhooks.mts); results in bench/results/webhooks-*.json.
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) await run('npx', ['next', 'build'], { NEXT_TELEMETRY_DISABLED: '1' });
  results.webhooks = await webhooksBench({ dbs: DBS, log });
  saveResults('webhooks');
  process.exit(0);
}
if (ONLY === 'report') {
  // The campaign report as clicks grow (bench/report.mts); results in bench/results/report-*.json.
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) await run('npx', ['next', 'build'], { NEXT_TELEMETRY_DISABLED: '1' });
  results.report = await reportBench({ dbs: DBS, seconds: SECONDS, rounds: ROUNDS, log });
  saveResults('report');
  process.exit(0);
}
await ensureBuilds();
if (!DIRECTORY_ONLY) {
  // First-load JavaScript per page, from the build's own route stats (budget: bench/bundle-budget.mts).
  const weights = routeWeights(ROOT);
  results.firstLoadJs = { budgetKb: BUDGET_KB, pages: weights, overBudget: weights.filter((w) => w.gzipKb > BUDGET_KB).map((w) => w.route) };
  log(
    `first-load JS: heaviest ${weights[0]?.route} ${weights[0]?.gzipKb} KB gzip; ${(results.firstLoadJs as { overBudget: string[] }).overBudget.length} page(s) over ${BUDGET_KB} KB`,
  );
}
// On a virtual machine the hypervisor may run other machines on "our" cores (steal time); every
// figure of a database's run is then lower. Each run records how much was stolen.
for (const kind of DBS) {
  const cpu = cpuTimes();
  const out = DIRECTORY_ONLY ? await directoryGrowth(kind) : await forDatabase(kind);
  out.cpuStealPercent = stealPercent(cpu);
  results[kind] = out;
  log(`${kind}: ${out.cpuStealPercent}% of CPU time was stolen by the hypervisor during this run`);
}
// Live delivery (2,000 SSE streams, messages at 50/s) and a 10,000-message thread: bench/streams.mts.
if (!DIRECTORY_ONLY) results.streams = await streams();
saveResults(DIRECTORY_ONLY ? 'directory' : 'bench', DIRECTORY_ONLY ? 'directory-latest.json' : 'latest.json');
