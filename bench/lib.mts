// Shared pieces of the benchmark: processes, HTTP load, timing. Loopback only, bounded in time.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

// Every server a bench starts listens on a port the system picks (free when asked), so two benches,
// or a bench and a test run, never collide on one machine.
export { freePort } from '../tests/helpers/free-port.ts';

export const HOST = '127.0.0.1';
// The product's and the floor's Next.js servers listen on `localhost` (loopback all the same), as
// `npm start` (0.0.0.0) would have it: Next.js calls any 127.x or [::1] host "localhost" in the
// URL proxy.ts sees, so on a server bound to 127.0.0.1 a rewrite made from `req.nextUrl` names
// another origin than the server's own and goes out over HTTP to the same server, a second
// request per filtered /collaborate (README, Performance).
export const NEXT_HOST = 'localhost';
export const secrets = {
  JWT_ACCESS_SECRET: 'bench-access-secret-0123456789-abcdefghijkl',
  JWT_REFRESH_SECRET: 'bench-refresh-secret-0123456789-abcdefghijk',
  TRACKING_SECRET: 'bench-tracking-secret-0123456789-abcdefghijk',
  PAYMENT_WEBHOOK_SECRET: 'bench-payment-webhook-secret-0123456789-abcd',
};
// The Next.js binary itself (not npx), so that stopping the child stops the server: it runs the
// framework floor apps (bench/floor).
export const NEXT = path.join(process.cwd(), 'node_modules', '.bin', 'next');

/** The product's server as `npm start` runs it (server.mjs, the page cache's front before Next.js): the command and its arguments. */
export function appServer(host: string, port: number): [string, string[]] {
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  return [process.execPath, [...profile, path.join(process.cwd(), 'server.mjs'), '-H', host, '-p', String(port)]];
}

/** A server's settings on `kind` ('pglite' or 'postgres', a fresh database on 127.0.0.1:5432). */
export function dbEnv(kind: string, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...secrets,
    DATA_DIR: dataDir,
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    LOG_LEVEL: 'error',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  if (kind === 'postgres') {
    const name = `bench_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    execSync(`psql -h 127.0.0.1 -U postgres -d postgres -qc "CREATE DATABASE ${name}"`);
    env.DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${name}`;
  } else env.DATABASE_URL = '';
  return env;
}

/** Drops the database dbEnv() made, if any. */
export function dropDatabase(env: NodeJS.ProcessEnv) {
  if (env.DATABASE_URL) execSync(`psql -h 127.0.0.1 -U postgres -d postgres -qc "DROP DATABASE IF EXISTS ${env.DATABASE_URL.split('/').pop()} WITH (FORCE)"`);
}

/** The p-th percentile (0–100) of `values`, nearest rank, rounded to 0.1. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] * 10) / 10;
}

export type Load = { rps: number; p50: number; p99: number; errors: number; non2xx: number; requests: number };

/** The middle value (the mean of the two middle ones for an even count). */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** Several rounds of one load as one row: median p50, p99 and requests per second, and every error. */
export function medianLoad(ls: Load[]): { p50: number; p99: number; rps: number; errors: number } {
  return {
    p50: median(ls.map((l) => l.p50)),
    p99: median(ls.map((l) => l.p99)),
    rps: median(ls.map((l) => l.rps)),
    errors: ls.reduce((a, l) => a + l.errors + l.non2xx, 0),
  };
}

/** autocannon against one URL for a fixed time; loopback only. */
export async function load(url: string, opts: { connections?: number; seconds?: number; headers?: Record<string, string> } = {}): Promise<Load> {
  if (!new URL(url).hostname.match(/^(127\.\d+\.\d+\.\d+|localhost)$/)) throw new Error(`refusing to load a non-loopback address: ${url}`);
  const r = await autocannon({ url, connections: opts.connections ?? 50, duration: opts.seconds ?? 5, headers: opts.headers });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    requests: r.requests.total,
  };
}

/** A seeded account's access token (every seeded account has the demo password); `at` makes the server's URLs. */
export async function login(at: (p: string) => string, role: 'brand' | 'creator', email: string): Promise<string> {
  const res = await fetch(at(`/api/${role}/login`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-password' }),
  });
  const data = (await res.json()) as { accessToken?: string; message?: string };
  if (!data.accessToken) throw new Error(`bench login as ${email} failed: ${data.message}`);
  return data.accessToken;
}

/** Median time to first byte over n sequential requests, in ms. */
export async function ttfb(url: string, n = 15, headers: Record<string, string> = {}): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers });
    const reader = res.body!.getReader();
    await reader.read();
    times.push(performance.now() - t);
    await reader.cancel();
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(n / 2)] * 10) / 10;
}

export async function waitFor(url: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}, quiet = true): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
  });
}

export function start(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd?: string): ChildProcess {
  return spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], cwd, detached: false });
}

export async function stop(p: ChildProcess) {
  if (p.exitCode !== null) return;
  const done = new Promise((r) => p.once('exit', r));
  p.kill('SIGTERM');
  const t = setTimeout(() => p.kill('SIGKILL'), 10_000);
  await done;
  clearTimeout(t);
}

/** Resident memory of a process and its children, in MB. */
export function rssMb(pid: number): number {
  const read = (p: number) => {
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1];
      return Number(kb ?? 0);
    } catch {
      return 0;
    }
  };
  let total = read(pid);
  try {
    for (const child of fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) total += read(Number(child));
  } catch {
    /* no children */
  }
  return Math.round(total / 1024);
}

export function table(rows: Record<string, unknown>[]) {
  if (!rows.length) return;
  const cols = Object.keys(rows[0]);
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (vals: string[]) => vals.map((v, i) => v.padEnd(width[i])).join('  ');
  console.log(line(cols));
  console.log(line(width.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(cols.map((c) => String(r[c] ?? ''))));
  console.log();
}

/** CPU counters from /proc/stat: `steal` is time the hypervisor gave to other machines. */
export function cpuTimes(): { total: number; steal: number; idle: number } {
  try {
    const f = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { total: f.reduce((a, b) => a + b, 0), steal: f[7] ?? 0, idle: (f[3] ?? 0) + (f[4] ?? 0) };
  } catch {
    return { total: 0, steal: 0, idle: 0 };
  }
}

function statTicks(pid: number | string): { comm: string; ticks: number } {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = text.slice(text.lastIndexOf(') ') + 2).split(' ');
    return { comm: text.slice(text.indexOf('(') + 1, text.lastIndexOf(') ')), ticks: Number(f[11]) + Number(f[12]) };
  } catch {
    return { comm: '', ticks: 0 };
  }
}

/** CPU time used so far by a process (and its children, unless told), in clock ticks (/proc/<pid>/stat utime + stime). */
export function processTicks(pid: number, withChildren = true): number {
  let total = statTicks(pid).ticks;
  if (!withChildren) return total;
  try {
    for (const child of fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) total += statTicks(child).ticks;
  } catch {
    /* no children */
  }
  return total;
}

/** CPU time used so far by every process named `comm` (e.g. PostgreSQL's backends), in clock ticks. */
export function commandTicks(comm: string): number {
  let total = 0;
  for (const pid of fs.readdirSync('/proc'))
    if (/^\d+$/.test(pid)) {
      const s = statTicks(pid);
      if (s.comm === comm) total += s.ticks;
    }
  return total;
}

/** Share of CPU time stolen by the hypervisor between two readings, in percent. */
export function stealPercent(from: { total: number; steal: number }, to = cpuTimes()): number {
  const total = to.total - from.total;
  return total > 0 ? Math.round(((to.steal - from.steal) / total) * 1000) / 10 : 0;
}
