// `npx tsx bench/run.mts --only report` (or BENCH_ONLY=report): the campaign report at 10k, 100k
// and 1M tracked-link clicks (BENCH_REPORT_SCALES), on PGlite and PostgreSQL. Each scale is its
// own database (a year of daily rollups for 40 creators adding up to that many clicks, and as many
// raw link_clicks rows) and its own server (on ports the system picks). The report reads the rollups, at most
// creators × days rows whatever the clicks, so its latency should stay within 1.5x of the 10k one.
// Timed twice: the database path alone in process (bench/report-seed.mts time) and over HTTP, in
// turns across the scales so drift on a shared machine falls on all of them alike.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { todayInIndia } from '../lib/campaigns/deadline.ts';
import { HOST, appServer, dbEnv, freePort, dropDatabase, load, median, medianLoad, start, stop, table, waitFor, type Load } from './lib.mts';
import { REPORT_BRAND_EMAIL, REPORT_CAMPAIGN_ID, REPORT_CASES, caseQuery } from './report-cases.mts';

const SCALES = (process.env.BENCH_REPORT_SCALES ?? '10000,100000,1000000').split(',').map(Number);
const TARGET = 1.5;

const round2 = (n: number) => Math.round(n * 100) / 100;

function seedScript(mode: string[], env: NodeJS.ProcessEnv): Record<string, unknown> {
  const out = execFileSync('npx', ['tsx', '--conditions=react-server', 'bench/report-seed.mts', ...mode], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.trim().split('\n').pop()!);
}

async function login(at: (p: string) => string): Promise<string> {
  const res = await fetch(at('/api/brand/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: REPORT_BRAND_EMAIL, password: 'demo-password' }),
  });
  const data = (await res.json()) as { accessToken?: string; message?: string };
  if (!data.accessToken) throw new Error(`report bench login failed: ${data.message}`);
  return data.accessToken;
}

async function forDatabase(kind: string, o: { seconds: number; rounds: number; log: (m: string) => void }) {
  o.log(`=== ${kind} (campaign report)`);
  const dbs: { clicks: number; dataDir: string; env: NodeJS.ProcessEnv; port: number }[] = [];
  for (const clicks of SCALES) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cm-bench-report-${kind}-${clicks}-`));
    dbs.push({ clicks, dataDir, env: dbEnv(kind, dataDir), port: await freePort() });
  }
  const servers: ReturnType<typeof start>[] = [];
  try {
    const seeded: Record<number, unknown> = {};
    for (const d of dbs) {
      const t = Date.now();
      seeded[d.clicks] = { ...seedScript(['seed', String(d.clicks)], d.env), seedMs: Date.now() - t };
      o.log(`seeded ${d.clicks} clicks: ${JSON.stringify(seeded[d.clicks])}`);
    }
    // The database path alone, in process, in turns.
    const inProcess: Record<string, { p50: number[]; p90: number[] }> = {};
    for (let round = 0; round < o.rounds; round++)
      for (const d of dbs)
        for (const [name, t] of Object.entries(seedScript(['time'], d.env) as Record<string, { p50: number; p90: number }>)) {
          const acc = (inProcess[`${d.clicks}|${name}`] ??= { p50: [], p90: [] });
          acc.p50.push(t.p50);
          acc.p90.push(t.p90);
        }
    // Over HTTP: one server per scale, a brand's bearer token, 10 connections.
    for (const d of dbs) {
      servers.push(start(...appServer(HOST, d.port), { ...d.env, NODE_ENV: 'production' }));
      await waitFor(`http://${HOST}:${d.port}/api/health`);
    }
    const today = todayInIndia();
    const targets = [];
    for (const d of dbs) {
      const at = (p: string) => `http://${HOST}:${d.port}${p}`;
      const headers = { authorization: `Bearer ${await login(at)}` };
      const urls = REPORT_CASES.map(
        ([name, q]) => [name, at(`/api/campaign/${REPORT_CAMPAIGN_ID}/report?${new URLSearchParams(caseQuery(q, today))}`)] as const,
      );
      // The report must add up to what was seeded: the year's clicks are every click.
      const year = (await (await fetch(urls[2][1], { headers })).json()) as { totals?: { clicks: number } };
      if (year.totals?.clicks !== d.clicks) throw new Error(`the year's report counts ${year.totals?.clicks} clicks, ${d.clicks} were seeded`);
      targets.push({ clicks: d.clicks, headers, urls });
    }
    for (const t of targets) for (const [, url] of t.urls) await load(url, { connections: 10, seconds: 1, headers: t.headers }); // warm up
    const http: Record<string, Load[]> = {};
    for (let round = 0; round < o.rounds; round++)
      for (let c = 0; c < REPORT_CASES.length; c++)
        for (const t of targets)
          (http[`${t.clicks}|${REPORT_CASES[c][0]}`] ??= []).push(await load(t.urls[c][1], { connections: 10, seconds: o.seconds, headers: t.headers }));

    const rows = <R extends Record<string, number>>(f: (clicks: number, name: string) => R) =>
      SCALES.flatMap((clicks) => REPORT_CASES.map(([name]) => ({ clicks, case: name, ...f(clicks, name) })));
    const withRatio = <R extends { clicks: number; case: string }>(list: R[], field: keyof R) =>
      list.map((r) => {
        const base = list.find((b) => b.clicks === SCALES[0] && b.case === r.case)![field] as number;
        return { ...r, vsFirstScale: round2((r[field] as number) / Math.max(base, 0.01)) };
      });
    const overHttp = withRatio(
      rows((clicks, name) => medianLoad(http[`${clicks}|${name}`])),
      'p50',
    );
    const databasePath = withRatio(
      rows((clicks, name) => ({ p50Ms: round2(median(inProcess[`${clicks}|${name}`].p50)), p90Ms: round2(median(inProcess[`${clicks}|${name}`].p90)) })),
      'p50Ms',
    );
    table(overHttp);
    table(databasePath);
    o.log('above: over HTTP (framework included, 10 connections); below: the database path alone, in process');
    const worst = (list: { vsFirstScale: number }[]) => Math.max(...list.map((r) => r.vsFirstScale));
    return { seeded, overHttp, databasePath, worstHttpRatio: worst(overHttp), worstDatabaseRatio: worst(databasePath), target: TARGET };
  } finally {
    for (const s of servers) await stop(s);
    for (const d of dbs) {
      dropDatabase(d.env);
      fs.rmSync(d.dataDir, { recursive: true, force: true });
    }
  }
}

export async function reportBench(o: { dbs: string[]; seconds: number; rounds: number; log: (m: string) => void }) {
  const out: Record<string, unknown> = { scales: SCALES };
  for (const kind of o.dbs) out[kind] = await forDatabase(kind, o);
  return out;
}
