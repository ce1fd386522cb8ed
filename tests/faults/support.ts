import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { freePort } from '../helpers/free-port';

// Fault tests run the BUILT app (server.mjs, as `npm start`) on loopback and break things around it: the
// database, the process. Everything here starts things, waits for them with a deadline, and
// stops them again, whatever happens.

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `fn` until it returns something truthy, or fails after `ms` with `what`. */
export async function waitFor<T>(what: string, ms: number, fn: () => Promise<T | null | undefined | false>, every = 250): Promise<T> {
  const deadline = Date.now() + ms;
  let lastErr: unknown;
  while (Date.now() < deadline) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (err) {
      lastErr = err;
    }
    await sleep(every);
  }
  throw new Error(`Timed out after ${ms} ms waiting for ${what}${lastErr ? ` (last error: ${String(lastErr)})` : ''}`);
}

export function assertBuilt() {
  if (!fs.existsSync(path.join(ROOT, DIST_DIR, 'BUILD_ID'))) {
    throw new Error(`No build in ${DIST_DIR}: run \`npm run build\` (or NEXT_DIST_DIR=${DIST_DIR} npx next build) before the fault tests`);
  }
}

// Temporary folders (/tmp/cm-faults-*) go at the end of each file (killAll, in its afterAll), pass
// or fail, and with the process if it ends before that.
const temporaries = new Set<string>();
process.once('exit', () => {
  for (const dir of temporaries) fs.rmSync(dir, { recursive: true, force: true });
});

export function tempDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `cm-faults-${label}-`));
  temporaries.add(dir);
  return dir;
}

// ---------------------------------------------------------------------------------------------
// The app server

export type ServerOptions = {
  /** A port the system picks when not given; a restart passes the first start's (server.port) to come back on the same address. */
  port?: number;
  dataDir: string;
  uploadsDir?: string;
  databaseUrl?: string;
  redisUrl?: string;
  extraEnv?: Record<string, string>;
  /** The script to run (server.mjs of the checkout unless given: the bundle's server.js) and the folder to run it in. */
  entry?: string;
  cwd?: string;
};

export type Server = {
  url: string;
  port: number;
  proc: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
  /** Sends a signal and waits (bounded) for the process to end. */
  stop: (signal?: NodeJS.Signals, ms?: number) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The options it was started with, its port filled in: `startServer(server.opts)` starts it again on the same address. */
  opts: ServerOptions & { port: number };
};

const SECRETS = {
  JWT_ACCESS_SECRET: 'faults-access-secret-0123456789-abcdefghijklmnop',
  JWT_REFRESH_SECRET: 'faults-refresh-secret-0123456789-abcdefghijklmnop',
  TRACKING_SECRET: 'faults-tracking-secret-0123456789-abcdefghijklmnop',
  PAYMENT_WEBHOOK_SECRET: 'faults-payment-webhook-secret-0123456789-abcdefgh',
};

const running = new Set<Server>();

/** Starts the built app as `npm start` does (server.mjs; or the bundle, `entry`) on 127.0.0.1:port (a free one unless given) and waits until /api/health answers 200. */
export async function startServer(options: ServerOptions, readyMs = 120_000): Promise<Server> {
  assertBuilt();
  const opts = { ...options, port: options.port ?? (await freePort()) };
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: DIST_DIR,
    DATA_DIR: opts.dataDir,
    UPLOADS_DIR: opts.uploadsDir ?? path.join(opts.dataDir, 'uploads'),
    APP_URL: `http://127.0.0.1:${opts.port}`,
    LOG_LEVEL: 'warn',
    // As `npm start` sets it: image decoding threads otherwise leave glibc with many half-empty arenas.
    MALLOC_ARENA_MAX: '2',
    ...SECRETS,
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...(opts.redisUrl ? { REDIS_URL: opts.redisUrl } : {}),
    ...opts.extraEnv,
  };
  // Spawned directly (not through npm) so that signals reach the server process itself.
  const proc: ChildProcess = spawn(process.execPath, [opts.entry ?? path.join(ROOT, 'server.mjs'), '-H', '127.0.0.1', '-p', String(opts.port)], {
    cwd: opts.cwd ?? ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (b: Buffer) => {
    // LOG_LEVEL=warn keeps this small; the cap only guards against a runaway loop.
    if (out.length < 2_000_000) out += b.toString();
  };
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => proc.on('exit', (code, signal) => resolve({ code, signal })));
  const server: Server = {
    url: `http://127.0.0.1:${opts.port}`,
    port: opts.port,
    proc,
    exited,
    output: () => out,
    opts,
    stop: async (signal = 'SIGTERM', ms = 30_000) => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      const timer = sleep(ms).then(() => null);
      const result = await Promise.race([exited, timer]);
      if (!result) {
        proc.kill('SIGKILL');
        throw new Error(`server on ${opts.port} did not stop within ${ms} ms after ${signal}`);
      }
      running.delete(server);
      return result;
    },
  };
  running.add(server);
  let dead = false;
  void exited.then(() => (dead = true));
  await waitFor(`the server on port ${opts.port} to answer /api/health`, readyMs, async () => {
    if (dead) throw new Error(`server exited during start:\n${out.slice(-20_000)}`);
    const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5000) });
    return res.status === 200;
  }).catch((err) => {
    proc.kill('SIGKILL');
    throw new Error(`${String(err)}\n--- server output ---\n${out.slice(-20_000)}`);
  });
  return server;
}

/** Test teardown: kills whatever is still running and removes the temporary folders. */
export async function killAll() {
  for (const s of [...running]) {
    if (s.proc.exitCode === null && s.proc.signalCode === null) s.proc.kill('SIGKILL');
    await Promise.race([s.exited, sleep(5000)]);
    running.delete(s);
  }
  for (const dir of temporaries) fs.rmSync(dir, { recursive: true, force: true });
  temporaries.clear();
}

// ---------------------------------------------------------------------------------------------
// HTTP

export type Answer = { status: number; data: Record<string, unknown> & { message?: string }; headers: Headers };

export type Ask = {
  method?: string;
  json?: unknown;
  form?: FormData;
  body?: BodyInit;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
};

/** One request to a server; network failures reject (the caller decides what they mean). */
export async function ask(base: string, pathname: string, a: Ask = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': a.headers?.['x-forwarded-for'] ?? randomIp(), ...a.headers };
  let body: BodyInit | undefined = a.body;
  if (a.json !== undefined) {
    body = JSON.stringify(a.json);
    headers['content-type'] = 'application/json';
  }
  if (a.form) body = a.form;
  if (a.token) headers.authorization = `Bearer ${a.token}`;
  if (a.cookie) headers.cookie = a.cookie;
  const res = await fetch(base + pathname, {
    method: a.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(a.timeoutMs ?? 30_000),
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = await res.text();
  let data: Answer['data'] = {};
  try {
    data = text ? JSON.parse(text) : {};
  } catch {
    data = { raw: text.slice(0, 200) };
  }
  return { status: res.status, data, headers: res.headers };
}

export const randomIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
export const uniq = () => crypto.randomBytes(5).toString('hex');

let png: Buffer | undefined;
export async function pngFile(name = 'image.png'): Promise<File> {
  png ??= await sharp({ create: { width: 32, height: 32, channels: 3, background: '#5b3df5' } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], name, { type: 'image/png' });
}

export async function campaignForm(name: string): Promise<FormData> {
  const form = new FormData();
  const fields = {
    campaignName: name,
    brandName: 'Faults Inc',
    interest: 'Technology',
    platform: 'Instagram',
    minFollowers: '1000',
    maxFollowers: '20000',
    incentives: '₹1,000',
    description: 'A campaign made during a fault test.',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('campaignImage', await pngFile());
  return form;
}

// ---------------------------------------------------------------------------------------------
// Accounts, made through the API like a person would (works on PGlite and PostgreSQL)

function newestFile(dir: string, filter: (name: string, text: string) => boolean): string | null {
  if (!fs.existsSync(dir)) return null;
  // A mail being written is named *.part until it is whole.
  const names = fs
    .readdirSync(dir)
    .filter((n) => !n.endsWith('.part'))
    .sort()
    .reverse();
  for (const n of names) {
    const text = fs.readFileSync(path.join(dir, n), 'utf8');
    if (filter(n, text)) return text;
  }
  return null;
}

export type Account = { id: string; email: string; accessToken: string; refreshToken: string; cookies: string };

function cookiesOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Brand sign-up: phone code from the SMS outbox, verification, then the multipart sign-up. */
export async function signUpBrand(server: Server, password = 'secret123'): Promise<Account> {
  const local = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
  const ip = randomIp();
  const sent = await ask(server.url, '/api/phone/send-code', { json: { phone: local }, headers: { 'x-forwarded-for': ip } });
  if (sent.status !== 200) throw new Error(`send-code ${sent.status} ${JSON.stringify(sent.data)}`);
  const sms = await waitFor('the SMS', 10_000, async () => newestFile(path.join(server.opts.dataDir, 'sms-outbox'), (n) => n.endsWith(`-91${local}.txt`)));
  const code = /code is (\d{6})/.exec(sms)![1];
  const ok = await ask(server.url, `/auth/numberVerification?phone=${local}`, { json: { code }, headers: { 'x-forwarded-for': ip } });
  if (ok.status !== 200) throw new Error(`numberVerification ${ok.status} ${JSON.stringify(ok.data)}`);
  const email = `brand-${uniq()}@example.com`;
  const form = new FormData();
  for (const [k, v] of Object.entries({
    name: 'Fault Owner',
    email,
    password,
    phone: local,
    brandName: 'Faults Inc',
    companyType: 'Private',
    gstNo: '27AAPFU0939F1ZV',
  }))
    form.append(k, v);
  form.append('brandLogo', await pngFile('logo.png'));
  const res = await ask(server.url, '/api/brand/signup', { form, headers: { 'x-forwarded-for': ip } });
  if (res.status !== 201) throw new Error(`brand signup ${res.status} ${JSON.stringify(res.data)}`);
  return {
    id: (res.data.user as { _id: string })._id,
    email,
    accessToken: res.data.accessToken as string,
    refreshToken: res.data.refreshToken as string,
    cookies: cookiesOf(res.headers),
  };
}

/** Creator sign-up: the e-mailed code from the outbox, verification, then the multipart sign-up. */
export async function signUpCreator(server: Server, password = 'secret123'): Promise<Account> {
  const email = `creator-${uniq()}@example.com`;
  const ip = randomIp();
  const sent = await ask(server.url, '/api/creator/request-otp', { json: { email }, headers: { 'x-forwarded-for': ip } });
  if (sent.status !== 200) throw new Error(`request-otp ${sent.status} ${JSON.stringify(sent.data)}`);
  const mail = await waitFor('the OTP mail', 10_000, async () =>
    newestFile(path.join(server.opts.dataDir, 'outbox'), (_n, t) => t.toLowerCase().includes(`to: ${email}`)),
  );
  const otp = /\b(\d{6})\b/.exec(mail.split('\n\n').slice(1).join('\n\n'))![1];
  const ok = await ask(server.url, '/api/creator/verify-otp', { json: { email, otp }, headers: { 'x-forwarded-for': ip } });
  if (ok.status !== 200) throw new Error(`verify-otp ${ok.status} ${JSON.stringify(ok.data)}`);
  const form = new FormData();
  // An audience on every platform inside campaignForm's range, so requests to join qualify.
  const socialMediaHandles = JSON.stringify(
    ['Instagram', 'YouTube', 'TikTok', 'Twitter', 'Facebook'].map((platform) => ({ platform, handle: `@fault${uniq()}`, followers: 12_000 })),
  );
  for (const [k, v] of Object.entries({
    name: `Creator ${uniq()}`,
    email,
    password,
    phone: `9${crypto.randomInt(100_000_000, 999_999_999)}`,
    socialMediaHandles,
  }))
    form.append(k, v);
  const res = await ask(server.url, '/api/creator/signup', { form, headers: { 'x-forwarded-for': ip } });
  if (res.status !== 201) throw new Error(`creator signup ${res.status} ${JSON.stringify(res.data)}`);
  return {
    id: (res.data.Creator as { _id: string })._id,
    email,
    accessToken: res.data.accessToken as string,
    refreshToken: res.data.refreshToken as string,
    cookies: cookiesOf(res.headers),
  };
}

// ---------------------------------------------------------------------------------------------
// A private PostgreSQL server on loopback, so that restarting it disturbs nobody else's tests

/** The servers started and not destroyed yet: the process's exit destroys them, should a file's afterAll not come. */
const databases = new Set<() => void>();
process.once('exit', () => {
  for (const destroy of [...databases]) destroy();
});

export type Postgres = {
  port: number;
  url: (db: string) => string;
  createDatabase: (db: string) => Promise<string>;
  stop: () => void;
  start: () => void;
  destroy: () => void;
};

function pgBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin/initdb'))) : [];
  if (!versions.length) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found under /usr/lib/postgresql');
  return path.join(base, versions.sort().at(-1)!, 'bin');
}

/** A PostgreSQL server of the test's own on 127.0.0.1 (a free port), in a temporary folder that destroy() removes. */
export async function startPostgres(): Promise<Postgres> {
  const bin = pgBin();
  const port = await freePort();
  // Not in `temporaries`: destroy() stops the server before removing its folder.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-faults-pg-'));
  const data = path.join(root, 'data');
  // initdb refuses to run as root: run the server binaries as the postgres user then.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim());
    fs.chownSync(root, uid, gid);
  }
  const run = (cmd: string, args: string[]) => {
    const full = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
    const r = spawnSync(full[0] as string, full[1] as string[], { encoding: 'utf8', timeout: 60_000 });
    if (r.status !== 0) throw new Error(`${cmd} failed (${r.status}): ${r.stderr || r.stdout}`);
  };
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', path.join(root, 'server.log'), '-w', '-t', '60', '-o', `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`, 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  const destroy = () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      /* already stopped, or never started */
    }
    fs.rmSync(root, { recursive: true, force: true });
    databases.delete(destroy);
  };
  databases.add(destroy);
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    start();
  } catch (err) {
    destroy();
    throw err;
  }
  const url = (db: string) => `postgres://postgres@127.0.0.1:${port}/${db}`;
  return {
    port,
    url,
    start,
    stop,
    createDatabase: async (db: string) => {
      const pg = (await import('pg')).default;
      const admin = new pg.Client({ connectionString: url('postgres') });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${db}`);
      await admin.end();
      return url(db);
    },
    destroy,
  };
}

/** Runs one query on a PostgreSQL database. */
export async function pgQuery<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows as T[];
  } finally {
    await c.end();
  }
}

/** What a fault test reports: the figures SECURITY.md quotes. */
export function report(name: string, figures: Record<string, number | string>) {
  console.info(
    `[faults] ${name}: ${Object.entries(figures)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Server-Sent Events

export type EventFrame = { event: string; data: Record<string, unknown>; id?: string; at: number };

export type EventStream = {
  status: number;
  frames: EventFrame[];
  /** Resolves with the first frame (from `from` on) that passes `test`; fails after `ms`. */
  next: (test: (f: EventFrame) => boolean, ms: number, from?: number) => Promise<EventFrame>;
  ended: () => boolean;
  close: () => void;
};

/** Holds an SSE stream open and keeps its frames, each stamped with `performance.now()` on arrival. */
export async function openEvents(base: string, pathname: string, token: string): Promise<EventStream> {
  const ac = new AbortController();
  const res = await fetch(base + pathname, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', 'x-forwarded-for': randomIp() },
    signal: ac.signal,
  });
  const frames: EventFrame[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const wake = () => waiters.forEach((w) => w());
  if (res.body) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buf = '';
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) break;
        const at = performance.now();
        buf += value;
        let cut;
        while ((cut = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, cut);
          buf = buf.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) frames.push({ event, data: JSON.parse(data), id: /^id: (.*)$/m.exec(block)?.[1], at });
        }
        wake();
      }
      ended = true;
      wake();
    })();
  } else ended = true;
  const next = async (test: (f: EventFrame) => boolean, ms: number, from = 0) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = frames.slice(from).find(test);
      if (found) return found;
      if (ended) throw new Error(`the stream ended; frames: ${JSON.stringify(frames.map((f) => f.event))}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out after ${ms} ms; frames: ${JSON.stringify(frames.map((f) => f.event))}`);
      await new Promise<void>((resolve) => {
        const done = () => {
          waiters.delete(done);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(done, left);
        waiters.add(done);
      });
    }
  };
  return { status: res.status, frames, next, ended: () => ended, close: () => ac.abort() };
}
