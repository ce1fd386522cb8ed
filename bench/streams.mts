// Live delivery and long threads, against the built app on loopback: 2,000 SSE streams held on one
// server (its RSS before and with them), messages posted at 50/s and the time until each stream
// watching the thread shows the message, and the first, last and newest page of a 10,000-message
// thread. Part of `npm run bench`; alone (after a build): `npx tsx bench/streams.mts`.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  HOST,
  appServer,
  commandTicks,
  cpuTimes,
  dbEnv,
  dropDatabase,
  percentile,
  processTicks,
  rssMb,
  run,
  start,
  stealPercent,
  stop,
  table,
  waitFor,
  freePort,
} from './lib.mts';

const PORT = await freePort();
const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const RATE = Number(process.env.BENCH_MESSAGE_RATE ?? 50);
const SEND_SECONDS = Number(process.env.BENCH_MESSAGE_SECONDS ?? 20);
const PAGE_ROUNDS = Number(process.env.BENCH_PAGE_ROUNDS ?? 300);
// PostgreSQL by default: on PGlite the database runs inside the server's own process and, on two
// shared cores, did not keep up with 50 messages a second (README); `BENCH_STREAMS_DBS=postgres,pglite`.
const KINDS = (process.env.BENCH_STREAMS_DBS ?? 'postgres').split(',');
// Two streams per collaboration (its brand's page and its creator's).
const COLLABS = Math.ceil(STREAMS / 2);
const base = `http://${HOST}:${PORT}`;

type Seeded = {
  thread: { id: string; brand: string; lastPageAfter: string; messages: number };
  collaborations: { id: string; brand: string; creator: string }[];
};

function log(msg: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** One request on `agent`, body read to the end; resolves with the status, body and time taken. */
function request(agent: http.Agent, method: string, pathname: string, token: string, body?: unknown): Promise<{ status: number; body: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${base}${pathname}`,
      {
        method,
        agent,
        headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, ms: performance.now() - t0 }));
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}

type Held = { ready: Promise<void>; close: () => void; ended: () => boolean };

/**
 * Holds one collaboration stream open; `onMessage` gets each message frame's text and arrival time.
 * Resolves `ready` on the stream's first frame.
 */
function hold(agent: http.Agent, collaborationId: string, token: string, onMessage: (text: string, at: number) => void): Held {
  let ended = false;
  let req: http.ClientRequest | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    req = http.get(
      `${base}/api/collaborations/${collaborationId}/events`,
      { agent, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let buf = '';
        res.on('data', (chunk: string) => {
          const at = performance.now();
          buf += chunk;
          let cut;
          while ((cut = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, cut);
            buf = buf.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            if (event === 'ready') resolve();
            else if (event === 'message') onMessage((JSON.parse(/^data: (.*)$/m.exec(block)![1]) as { text: string }).text, at);
          }
        });
        res.on('close', () => (ended = true));
      },
    );
    req.on('error', (err) => {
      ended = true;
      reject(err);
    });
  });
  return { ready, close: () => req?.destroy(), ended: () => ended };
}

/** Runs `fn` over `items` with at most `width` at a time. */
async function pool<T>(items: T[], width: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

async function forDatabase(kind: string) {
  log(`=== streams on ${kind}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cm-bench-streams-${kind}-`));
  const env = dbEnv(kind, dataDir);
  const seedFile = path.join(dataDir, 'streams.json');
  let server: ReturnType<typeof start> | undefined;
  const agents: http.Agent[] = [];
  const held: Held[] = [];
  try {
    const seedAt = Date.now();
    await run('npx', ['tsx', '--conditions=react-server', 'bench/streams-seed.mts'], {
      ...env,
      BENCH_STREAMS_OUT: seedFile,
      BENCH_STREAM_COLLABS: String(COLLABS),
    });
    const seedMs = Date.now() - seedAt;
    const seeded = JSON.parse(fs.readFileSync(seedFile, 'utf8')) as Seeded;
    log(`seeded ${seeded.collaborations.length} collaborations and a ${seeded.thread.messages}-message thread in ${seedMs} ms`);

    // Every stream is a socket on each side: the server gets the hard limit on open files.
    server = start('sh', ['-c', 'ulimit -n "$(ulimit -Hn)"; exec "$0" "$@"', ...appServer(HOST, PORT).flat()], {
      ...env,
      NODE_ENV: 'production',
    });
    await waitFor(`${base}/api/health`);
    const pid = server.pid!;
    // Idle sockets are dropped before the server's 5 s keep-alive timeout, which would otherwise
    // close one just as a request goes out on it (ECONNRESET).
    const api = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 4000 });
    const streamsAgent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    agents.push(api, streamsAgent);

    // Warm-up: the message (read and send) and stream routes once each, so that the "before"
    // figure holds their code and the first measured message does not load it.
    const [warm] = seeded.collaborations;
    await request(api, 'GET', `/api/collaborations/${warm.id}/messages?limit=50`, warm.brand);
    await request(api, 'POST', `/api/collaborations/${warm.id}/messages`, warm.brand, { text: 'warm-up' });
    const probe = hold(streamsAgent, warm.id, warm.brand, () => {});
    await probe.ready;
    probe.close();
    await sleep(2000);
    const rssBeforeMb = rssMb(pid);

    // 2,000 streams: each collaboration's brand and creator pages.
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    // By the second of the send window the message was posted in: shows whether slow deliveries come in bursts.
    const bySecond: number[][] = [];
    let sendStart = 0;
    let unknownFrames = 0;
    const onMessage = (text: string, at: number) => {
      const t0 = sentAt.get(text);
      if (t0 === undefined) unknownFrames++;
      else {
        latencies.push(at - t0);
        (bySecond[Math.floor((t0 - sendStart) / 1000)] ??= []).push(at - t0);
      }
    };
    const watchers = seeded.collaborations.flatMap((c) => [
      { id: c.id, token: c.brand },
      { id: c.id, token: c.creator },
    ]);
    const openAt = performance.now();
    const readyMs: number[] = [];
    await pool(watchers.slice(0, STREAMS), 50, async (w) => {
      const t = performance.now();
      const h = hold(streamsAgent, w.id, w.token, onMessage);
      held.push(h);
      await h.ready;
      readyMs.push(performance.now() - t);
    });
    const openMs = Math.round(performance.now() - openAt);
    await sleep(3000);
    const rssWithStreamsMb = rssMb(pid);
    log(`${held.length} streams open in ${openMs} ms; RSS ${rssBeforeMb} MB before, ${rssWithStreamsMb} MB with them`);

    // Messages at RATE per second, open loop (each on its schedule, not after the previous answer),
    // spread over the collaborations' senders so none nears its 30 a minute.
    const total = RATE * SEND_SECONDS;
    const posts: Promise<void>[] = [];
    const postMs: number[] = [];
    const failures: Record<string, number> = {};
    const cpu = cpuTimes();
    sendStart = performance.now();
    // Each second: how busy the machine was, and how much of that was the server, PostgreSQL and
    // this process (the rest is whatever else runs here: on a shared machine, it explains a slow second).
    const cpuSamples: { server: number; postgres: number; bench: number; other: number }[] = [];
    const sample = () => ({ machine: cpuTimes(), server: processTicks(pid), postgres: commandTicks('postgres'), bench: processTicks(process.pid, false) });
    let last = sample();
    const sampler = setInterval(() => {
      const now = sample();
      // /proc/stat counts every core's ticks: as a share of one core, like top's %CPU.
      const per = (ticks: number) => Math.round((ticks / ((now.machine.total - last.machine.total) / os.cpus().length)) * 100);
      const busy = now.machine.total - last.machine.total - (now.machine.idle - last.machine.idle);
      // A backend that exited takes its ticks with it: PostgreSQL's share is at least 0.
      const [server, postgres, bench] = [now.server - last.server, Math.max(0, now.postgres - last.postgres), now.bench - last.bench];
      cpuSamples.push({ server: per(server), postgres: per(postgres), bench: per(bench), other: per(Math.max(0, busy - server - postgres - bench)) });
      last = now;
    }, 1000);
    for (let k = 0; k < total; k++) {
      await sleep(sendStart + (k * 1000) / RATE - performance.now());
      const c = seeded.collaborations[k % seeded.collaborations.length];
      const text = `bench message ${k}`;
      sentAt.set(text, performance.now());
      posts.push(
        request(api, 'POST', `/api/collaborations/${c.id}/messages`, k % 2 ? c.brand : c.creator, { text }).then(
          (r) => {
            if (r.status === 201) postMs.push(r.ms);
            else failures[r.status] = (failures[r.status] ?? 0) + 1;
          },
          (err: Error & { code?: string }) => {
            const why = err.code ?? (/timed out/.test(err.message) ? 'timeout' : err.message);
            failures[why] = (failures[why] ?? 0) + 1;
          },
        ),
      );
    }
    const sendSeconds = (performance.now() - sendStart) / 1000;
    clearInterval(sampler);
    await Promise.all(posts);
    // Each acknowledged message goes to both streams of its collaboration.
    const expected = postMs.length * 2;
    const until = Date.now() + 10_000;
    while (latencies.length < expected && Date.now() < until) await sleep(100);
    const steal = stealPercent(cpu);
    const rssAfterMessagesMb = rssMb(pid);
    const delivery = {
      messages: total,
      acknowledged: postMs.length,
      ratePerSecond: Math.round((total / sendSeconds) * 10) / 10,
      deliveries: latencies.length,
      expectedDeliveries: expected,
      missed: Math.max(0, expected - latencies.length),
      unknownFrames,
      postFailures: failures,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
      maxMs: percentile(latencies, 100),
      postP50Ms: percentile(postMs, 50),
      postP99Ms: percentile(postMs, 99),
      cpuStealPercent: steal,
      perSecond: Array.from(bySecond, (ms = [], i) => ({
        p50Ms: percentile(ms, 50),
        maxMs: percentile(ms, 100),
        cpuPercentServer: cpuSamples[i]?.server,
        cpuPercentPostgres: cpuSamples[i]?.postgres,
        cpuPercentBench: cpuSamples[i]?.bench,
        cpuPercentOther: cpuSamples[i]?.other,
      })),
    };
    const streamsHeld = {
      streams: held.length,
      stillOpen: held.filter((h) => !h.ended()).length,
      openMs,
      readyP50Ms: percentile(readyMs, 50),
      readyP99Ms: percentile(readyMs, 99),
      rssBeforeMb,
      rssWithStreamsMb,
      rssAfterMessagesMb,
      kbPerStream: Math.round(((rssWithStreamsMb - rssBeforeMb) * 1024) / held.length),
    };
    for (const h of held.splice(0)) h.close();
    table([streamsHeld]);
    const { perSecond, ...shown } = delivery;
    table([{ ...shown, postFailures: JSON.stringify(failures) }]);
    log(`slowest delivery by second of sending: ${perSecond.map((x) => Math.round(x.maxMs)).join(' ')} ms`);
    log(`CPU of other processes by second (% of one core): ${perSecond.map((x) => x.cpuPercentOther ?? '-').join(' ')}`);
    log(`CPU of the server by second (% of one core): ${perSecond.map((x) => x.cpuPercentServer ?? '-').join(' ')}`);

    // The long thread: the first page, the last page (after message 9,950) and the newest page,
    // taking turns so that drift favours none.
    const t = seeded.thread;
    const cases: [string, string][] = [
      ['first page (after=0)', `/api/collaborations/${t.id}/messages?after=0&limit=50`],
      ['last page (after=#9950)', `/api/collaborations/${t.id}/messages?after=${t.lastPageAfter}&limit=50`],
      ['newest page (default)', `/api/collaborations/${t.id}/messages?limit=50`],
    ];
    for (const [name, p] of cases) {
      const r = await request(api, 'GET', p, t.brand);
      const page = JSON.parse(r.body) as { messages: { text: string }[] };
      if (r.status !== 200 || page.messages.length !== 50) throw new Error(`${name}: ${r.status} with ${page.messages?.length} messages`);
    }
    const times: Record<string, number[]> = {};
    for (let round = 0; round < PAGE_ROUNDS + 20; round++) {
      for (const [name, p] of cases) {
        const r = await request(api, 'GET', p, t.brand);
        if (r.status !== 200) throw new Error(`${name}: ${r.status}`);
        if (round >= 20) (times[name] ??= []).push(r.ms); // the first 20 rounds warm up
      }
    }
    const pages = cases.map(([name]) => ({ case: name, p50Ms: percentile(times[name], 50), p99Ms: percentile(times[name], 99), requests: times[name].length }));
    const first = pages[0].p50Ms;
    const thread = {
      messages: t.messages,
      pages,
      lastVsFirst: Math.round((pages[1].p50Ms / first) * 100) / 100,
      newestVsFirst: Math.round((pages[2].p50Ms / first) * 100) / 100,
    };
    table(pages);
    log(`thread of ${t.messages}: last page ÷ first page = ${thread.lastVsFirst}, newest ÷ first = ${thread.newestVsFirst} (p50)`);
    log(`delivery to ${delivery.deliveries}/${expected} streams: p50 ${delivery.p50Ms} ms, p99 ${delivery.p99Ms} ms (target < 250), max ${delivery.maxMs} ms`);
    return { seedMs, streams: streamsHeld, delivery, thread };
  } finally {
    for (const h of held) h.close();
    for (const a of agents) a.destroy();
    if (server) await stop(server);
    dropDatabase(env);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The phase on each database kind; every figure in one object for the results file. */
export async function streams(kinds = KINDS) {
  // The streams are sockets on this side too.
  const limit = Number(execSync('ulimit -n', { shell: '/bin/sh', encoding: 'utf8' }).trim());
  if (Number.isFinite(limit) && limit < STREAMS + 500)
    throw new Error(`open-file limit ${limit} is too low for ${STREAMS} streams: run \`ulimit -n ${STREAMS * 2}\` first`);
  const out: Record<string, unknown> = { settings: { streams: STREAMS, messagesPerSecond: RATE, seconds: SEND_SECONDS, pageRounds: PAGE_ROUNDS } };
  for (const kind of kinds) {
    const cpu = cpuTimes();
    const t = Date.now();
    const loadBefore = os.loadavg()[0];
    const result = await forDatabase(kind);
    // Steal is what the hypervisor took; the load average shows what else ran on this machine.
    const machine = { cpuStealPercent: stealPercent(cpu), loadAverage1mBefore: round1(loadBefore), loadAverage1mAfter: round1(os.loadavg()[0]) };
    out[kind] = { ...result, seconds: Math.round((Date.now() - t) / 1000), ...machine };
    log(
      `streams on ${kind}: ${machine.cpuStealPercent}% of CPU time stolen by the hypervisor; load average ${machine.loadAverage1mBefore} → ${machine.loadAverage1mAfter}`,
    );
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) throw new Error('No build: run `npm run build` first');
  const results = {
    startedAt: new Date().toISOString(),
    cpus: os.cpus().length,
    streams: await streams(),
  };
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(root, 'bench/results', `streams-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(results, null, 2));
  fs.writeFileSync(path.join(root, 'bench/results/streams-latest.json'), JSON.stringify(results, null, 2));
  log(`results in ${path.relative(root, file)}`);
}
