// `npx tsx bench/run.mts --only redirect` (or BENCH_ONLY=redirect): a tracked link, GET /r/{code},
// against the framework floor (bench/floor's /r/[code]: the same 302 with no lookup and no
// recording), at 50 connections, on PGlite and PostgreSQL. The product's figure includes writing
// every click (batched); the clicks it answered are counted in the database afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { HOST, NEXT, appServer, dbEnv, dropDatabase, processTicks, run, secrets, start, stop, table, waitFor } from './lib.mts';

type Row = { target: string; rps: number; p50: number; p99: number; answered302: number; other: number; cpuMsPerRequest: number };

const TICK_MS = 10; // /proc clock ticks (USER_HZ = 100)

/**
 * autocannon at 50 connections; also the server's own CPU time per request (its process tree),
 * which a busy shared machine disturbs much less than requests per second.
 */
async function load302(url: string, seconds: number, headers: Record<string, string>, pid: number): Promise<Row> {
  if (!new URL(url).hostname.match(/^127\.\d+\.\d+\.\d+$/)) throw new Error(`refusing to load a non-loopback address: ${url}`);
  const ticks = processTicks(pid);
  const r = await autocannon({ url, connections: 50, duration: seconds, headers });
  const used = processTicks(pid) - ticks;
  const codes = r.statusCodeStats as unknown as Record<string, { count: number }>;
  const answered302 = codes['302']?.count ?? 0;
  const all = Object.values(codes).reduce((n, c) => n + c.count, 0);
  const cpuMsPerRequest = Math.round(((used * TICK_MS) / Math.max(1, all)) * 1000) / 1000;
  return {
    target: url,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    answered302,
    other: all - answered302 + r.errors + r.timeouts,
    cpuMsPerRequest,
  };
}

/** A link of an active collaboration whose campaign has a destination (the seed makes them). */
async function linkCode(env: NodeJS.ProcessEnv): Promise<{ code: string; collaborationId: string }> {
  const q = `SELECT p.link_code AS code, p.id AS "collaborationId" FROM participation_requests p JOIN campaigns c ON c.id = p.campaign_id
    WHERE p.stage = 'active' AND c.destination_url IS NOT NULL ORDER BY p.created_at LIMIT 1`;
  const rows = await query<{ code: string; collaborationId: string }>(env, q);
  if (!rows[0]) throw new Error('the seed made no active collaboration on a campaign with a destination');
  return rows[0];
}

async function query<T>(env: NodeJS.ProcessEnv, text: string, values: unknown[] = []): Promise<T[]> {
  if (env.DATABASE_URL) {
    const pg = (await import('pg')).default;
    const c = new pg.Client({ connectionString: env.DATABASE_URL });
    await c.connect();
    try {
      return (await c.query(text, values)).rows as T[];
    } finally {
      await c.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir: path.join(env.DATA_DIR!, 'pglite') });
  try {
    return (await db.query<T>(text, values)).rows;
  } finally {
    await db.close();
  }
}

export async function redirectBench(opts: { dbs: string[]; seconds: number; rounds: number; appPort: number; floorPort: number; log: (m: string) => void }) {
  const { log } = opts;
  const out: Record<string, unknown> = {};
  const floorUrl = `http://${HOST}:${opts.floorPort}/r/floor`;
  const floor = start(NEXT, ['start', 'bench/floor', '-H', HOST, '-p', String(opts.floorPort)], { ...secrets, NODE_ENV: 'production' });
  try {
    await waitFor(`http://${HOST}:${opts.floorPort}/`);
    for (const kind of opts.dbs) {
      log(`=== ${kind} (tracked link)`);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cm-bench-redirect-${kind}-`));
      const env = dbEnv(kind, dataDir);
      let server: ReturnType<typeof start> | undefined;
      try {
        await run('npx', ['tsx', '--conditions=react-server', 'scripts/seed.mts'], env);
        const link = await linkCode(env);
        server = start(...appServer(HOST, opts.appPort), { ...env, NODE_ENV: 'production' });
        await waitFor(`http://${HOST}:${opts.appPort}/api/health`);
        const productUrl = `http://${HOST}:${opts.appPort}/r/${link.code}`;
        const unknownUrl = `http://${HOST}:${opts.appPort}/r/ZZZZZZZZZZ`;
        // A browser's request: a user agent that is no bot, and our proxy's X-Forwarded-For.
        const headers = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1', 'x-forwarded-for': '203.0.113.9' };
        const targets: [string, string][] = [
          ['product GET /r/{code} (lookup cached, click buffered)', productUrl],
          ['framework floor (Next.js handler, same 302)', floorUrl],
          // What the product costs before any click is recorded: an unknown code (404, cached).
          ['product GET /r/{unknown} (lookup cached, 404)', unknownUrl],
        ];
        const pids: Record<string, number> = { [productUrl]: server.pid!, [floorUrl]: floor.pid!, [unknownUrl]: server.pid! };
        const warmUp = (await load302(productUrl, 3, headers, server.pid!)).answered302; // JIT, caches
        await load302(floorUrl, 3, headers, floor.pid!);
        await load302(unknownUrl, 3, headers, server.pid!);
        const turns: Record<string, Row[]> = {};
        // Turns, so drift on a shared machine favours neither.
        for (let round = 0; round < opts.rounds; round++)
          for (const [name, url] of targets) (turns[name] ??= []).push(await load302(url, opts.seconds, headers, pids[url]));
        const rows = Object.entries(turns).map(([name, ls]) => ({
          target: name,
          rps: Math.round(ls.reduce((s, l) => s + l.rps, 0) / ls.length),
          p50: Math.round((ls.reduce((s, l) => s + l.p50, 0) / ls.length) * 10) / 10,
          p99: Math.round((ls.reduce((s, l) => s + l.p99, 0) / ls.length) * 10) / 10,
          answered302: ls.reduce((s, l) => s + l.answered302, 0),
          other: ls.reduce((s, l) => s + l.other, 0),
          cpuMsPerRequest: Math.round((ls.reduce((s, l) => s + l.cpuMsPerRequest, 0) / ls.length) * 1000) / 1000,
        }));
        table(rows);
        for (const r of rows.slice(0, 2))
          if (r.other > 0 || r.answered302 === 0) throw new Error(`${r.target} answered ${r.other} times with something else than 302`);
        // Every click the product answered (warm-up included) is written once the server stops.
        await stop(server);
        server = undefined;
        // One browser's headers: the rollup counts it once per 5 minutes and holds the rest as repeats (issue 30).
        const [stored] = await query<{ clicks: number; rollup: number; repeats: number }>(
          env,
          `SELECT (SELECT count(*)::int FROM link_clicks WHERE collaboration_id = $1) AS clicks,
             (SELECT coalesce(sum(clicks), 0)::int FROM collaboration_daily_stats WHERE collaboration_id = $1) AS rollup,
             (SELECT coalesce(sum(repeat_clicks), 0)::int FROM collaboration_daily_stats WHERE collaboration_id = $1) AS repeats`,
          [link.collaborationId],
        );
        const [product, floorRow] = rows;
        const answered = warmUp + product.answered302;
        out[kind] = {
          rows,
          productVsFloor: Math.round((product.rps / floorRow.rps) * 100) / 100,
          // The same ratio from the servers' CPU time per request (floor / product).
          productVsFloorCpu: Math.round((floorRow.cpuMsPerRequest / product.cpuMsPerRequest) * 100) / 100,
          clicksAnswered302: answered,
          clicksStored: stored.clicks,
          clicksInRollup: stored.rollup,
          repeatsInRollup: stored.repeats,
        };
        log(
          `${kind}: product/floor = ${Math.round((product.rps / floorRow.rps) * 100) / 100}; clicks answered 302 ${answered}, stored ${stored.clicks}, in the rollup ${stored.rollup} counted + ${stored.repeats} repeats`,
        );
      } finally {
        if (server) await stop(server);
        dropDatabase(env);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await stop(floor);
  }
  return out;
}
