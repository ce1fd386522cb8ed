// `npx tsx bench/run.mts --only webhooks` (or BENCH_ONLY=webhooks): payment webhooks of the local
// provider, signed as it signs them, sent open-loop at BENCH_WEBHOOK_RATE a second (default 200)
// for BENCH_WEBHOOK_SECONDS (default 60) to one server on 127.0.0.1, half of them duplicates (a
// repeat of an event sent up to 50 events before, so some race their original). Each new event
// captures a pending order of its own (one of as many paid jobs, made beforehand in the database).
// Afterwards the database must show every event applied exactly once: one payment_events row and
// one capture movement per order, every order funded, and the answers `applied` for each new
// event and `duplicate` for each repeat. Reports p50/p99/max answer times, per database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  HOST,
  appServer,
  commandTicks,
  cpuTimes,
  dbEnv,
  dropDatabase,
  freePort,
  percentile,
  processTicks,
  run,
  secrets,
  start,
  stop,
  table,
  waitFor,
} from './lib.mts';

const RATE = Number(process.env.BENCH_WEBHOOK_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_WEBHOOK_SECONDS ?? 60);
const ORDER_PREFIX = 'order_local_bench';

type Sent = { ms: number; status: number; outcome: string; error?: string };

async function sql<T>(env: NodeJS.ProcessEnv, text: string): Promise<T[]> {
  if (env.DATABASE_URL) {
    const pg = (await import('pg')).default;
    const c = new pg.Client({ connectionString: env.DATABASE_URL });
    await c.connect();
    try {
      return (await c.query(text)).rows as T[];
    } finally {
      await c.end();
    }
  }
  // PGlite: one process per data folder, so only while the server is stopped.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: path.join(env.DATA_DIR!, 'pglite'), extensions: { pg_trgm } });
  try {
    const results = await db.exec(text);
    return (results.at(-1)?.rows ?? []) as T[];
  } finally {
    await db.close();
  }
}

/** `n` paid jobs, active, each with a pending order of the local provider (order_local_bench<i>) for ₹8,944. */
async function pendingOrders(env: NodeJS.ProcessEnv, n: number): Promise<number> {
  await sql(
    env,
    `create temporary table bench_creators as
       select gen_random_uuid() as id, g from generate_series(1, ${n}) g;
     insert into creators (id, name, email, password_hash, phone)
       select id, 'Bench creator ' || g, 'bench' || g || '@creators.example', 'x', '8' || lpad(g::text, 9, '0') from bench_creators;
     insert into campaigns (brand_id, campaign_name, brand_name, interest, platform, min_followers, max_followers, incentives, description, campaign_image, fee_paise)
       select brand_id, 'Webhook bench', brand_name, interest, platform, min_followers, max_followers, incentives, description, campaign_image, 800000
       from campaigns limit 1;
     insert into participation_requests (campaign_id, creator_id, brand_id, status, stage)
       select c.id, b.id, c.brand_id, 'approved', 'active' from bench_creators b, campaigns c where c.campaign_name = 'Webhook bench';
     insert into payments (collaboration_id, brand_id, creator_id, status, fee_paise, platform_fee_paise, gst_paise, total_paise, provider, order_id)
       select p.id, p.brand_id, p.creator_id, 'pending', 800000, 80000, 14400, 894400, 'local', '${ORDER_PREFIX}' || b.g
       from participation_requests p join bench_creators b on b.id = p.creator_id;`,
  );
  const [row] = await sql<{ n: number }>(env, `select count(*)::int as n from payments where order_id like '${ORDER_PREFIX}%' and status = 'pending'`);
  return row!.n;
}

function signed(orderNumber: number): { body: string; signature: string } {
  const body = JSON.stringify({
    id: `evt_bench_${orderNumber}`,
    event: 'payment.captured',
    payload: { order_id: `${ORDER_PREFIX}${orderNumber}`, payment_id: `pay_bench_${orderNumber}`, amount: 894_400, currency: 'INR' },
  });
  return { body, signature: crypto.createHmac('sha256', secrets.PAYMENT_WEBHOOK_SECRET).update(body).digest('hex') };
}

function post(agent: http.Agent, port: number, e: { body: string; signature: string }): Promise<Sent> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: HOST,
        port,
        path: '/api/payments/webhooks/local',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(e.body), 'x-collabmarket-signature': e.signature },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let outcome = 'none';
          try {
            outcome = (JSON.parse(Buffer.concat(chunks).toString()) as { outcomes?: string[] }).outcomes?.[0] ?? 'none';
          } catch {
            /* not JSON */
          }
          const status = res.statusCode ?? 0;
          resolve({ ms: performance.now() - t0, status, outcome, ...(status === 200 ? {} : { error: Buffer.concat(chunks).toString().slice(0, 200) }) });
        });
      },
    );
    req.on('error', (err) => resolve({ ms: performance.now() - t0, status: 0, outcome: 'error', error: err.message }));
    req.end(e.body);
  });
}

/** Open loop: request i leaves at start + i/RATE seconds whatever the answers before it. */
async function send(port: number, total: number): Promise<{ sent: Sent[]; events: number[]; lateMs: number; seconds: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const pending: Promise<Sent>[] = [];
  const events: number[] = [];
  let fresh = 0;
  let lateMs = 0;
  const t0 = performance.now();
  for (let i = 0; i < total; i++) {
    const due = t0 + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    else lateMs = Math.max(lateMs, -wait);
    const event = i % 2 === 0 || fresh === 0 ? ++fresh : Math.max(1, fresh - Math.floor(Math.random() * 50));
    events.push(event);
    pending.push(post(agent, port, signed(event)));
  }
  const sent = await Promise.all(pending);
  agent.destroy();
  return { sent, events, lateMs: Math.round(lateMs), seconds: (performance.now() - t0) / 1000 };
}

export async function webhooksBench(opts: { dbs: string[]; log: (m: string) => void }) {
  const { log } = opts;
  const out: Record<string, unknown> = { rate: RATE, seconds: SECONDS };
  const total = RATE * SECONDS;
  const orders = Math.ceil(total / 2);
  for (const kind of opts.dbs) {
    log(`=== ${kind} (payment webhooks: ${RATE}/s for ${SECONDS}s, half duplicates)`);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cm-bench-webhooks-${kind}-`));
    const env = dbEnv(kind, dataDir);
    let server: ReturnType<typeof start> | undefined;
    try {
      await run('npx', ['tsx', '--conditions=react-server', 'scripts/seed.mts'], env);
      const made = await pendingOrders(env, orders);
      if (made !== orders) throw new Error(`made ${made} pending orders, wanted ${orders}`);
      const port = await freePort();
      server = start(...appServer(HOST, port), { ...env, NODE_ENV: 'production', PAYMENT_PROVIDER: 'local' });
      await waitFor(`http://${HOST}:${port}/api/health`);
      // Warm-up (JIT, the route's first compile): a few forged webhooks, refused (401) and not stored.
      for (let i = 0; i < 20; i++) await post(new http.Agent(), port, { body: '{}', signature: '0'.repeat(64) });
      // CPU time of the server (and of PostgreSQL's backends) per webhook: what a busy shared
      // machine disturbs far less than answer times; and the load the machine was under meanwhile.
      const ticks = processTicks(server.pid!);
      const pgTicks = commandTicks('postgres');
      const load = os.loadavg()[0]!;
      const cpu = cpuTimes();
      const { sent, events: sentEvents, lateMs, seconds } = await send(port, total);
      const serverCpuMs = (processTicks(server.pid!) - ticks) * 10;
      const postgresCpuMs = kind === 'postgres' ? (commandTicks('postgres') - pgTicks) * 10 : 0;
      const busy = cpuTimes();
      const machineIdlePercent = Math.round(((busy.idle - cpu.idle) / Math.max(1, busy.total - cpu.total)) * 100);
      await stop(server);
      server = undefined;

      const ms = sent.map((s) => s.ms);
      // Each event's answers: one `applied` (its first to be handled, which a repeat racing it may be) and `duplicate` for the rest.
      const answers = new Map<number, string[]>();
      sent.forEach((s, i) => answers.set(sentEvents[i]!, [...(answers.get(sentEvents[i]!) ?? []), s.outcome]));
      const unique = answers.size;
      const appliedOnce = [...answers.values()].filter(
        (a) => a.filter((o) => o === 'applied').length === 1 && a.every((o) => o === 'applied' || o === 'duplicate'),
      ).length;
      const [events] = await sql<{ n: number; applied: number; distinct_ids: number }>(
        env,
        `select count(*)::int as n, count(*) filter (where outcome = 'applied')::int as applied, count(distinct event_id)::int as distinct_ids
         from payment_events where order_id like '${ORDER_PREFIX}%'`,
      );
      const [captures] = await sql<{ movements: number; payments: number; most: number }>(
        env,
        `select coalesce(sum(m), 0)::int as movements, count(*)::int as payments, coalesce(max(m), 0)::int as most from (
           select l.payment_id, count(distinct l.movement_id) as m from ledger_entries l join payments p on p.id = l.payment_id
           where p.order_id like '${ORDER_PREFIX}%' and l.kind = 'capture' group by l.payment_id) x`,
      );
      const [funded] = await sql<{ n: number }>(env, `select count(*)::int as n from payments where order_id like '${ORDER_PREFIX}%' and status = 'funded'`);
      const row = {
        db: kind,
        requests: sent.length,
        ok200: sent.filter((s) => s.status === 200).length,
        other: sent.filter((s) => s.status !== 200).length,
        otherStatuses: JSON.stringify(sent.reduce<Record<string, number>>((n, x) => (x.status === 200 ? n : { ...n, [x.status]: (n[x.status] ?? 0) + 1 }), {})),
        events: unique,
        answeredAppliedOnce: appliedOnce,
        answeredDuplicate: sent.filter((s) => s.outcome === 'duplicate').length,
        p50: percentile(ms, 50),
        p99: percentile(ms, 99),
        // Without the first seconds, in which the apply path is compiled and the pool's connections opened.
        p99AfterFirst5s: percentile(ms.slice(5 * RATE), 99),
        max: Math.round(Math.max(...ms)),
        senderLateMs: lateMs,
        // Answered a second over the whole run (the last answer may come after the last send).
        answeredPerSecond: Math.round(sent.length / seconds),
        serverCpuMsPerWebhook: Math.round((serverCpuMs / sent.length) * 100) / 100,
        postgresCpuMsPerWebhook: Math.round((postgresCpuMs / sent.length) * 100) / 100,
        loadAverageBefore: Math.round(load * 10) / 10,
        machineIdlePercent,
        storedEvents: events!.n,
        storedApplied: events!.applied,
        captureMovements: captures!.movements,
        fundedOrders: funded!.n,
      };
      table([row]);
      for (const e of new Set(sent.filter((x) => x.error).map((x) => `${x.status} ${x.error}`))) log(`answer other than 200: ${e}`);
      const exactlyOnce =
        row.other === 0 &&
        unique === orders &&
        appliedOnce === unique &&
        row.answeredDuplicate === sent.length - unique &&
        events!.n === unique &&
        events!.distinct_ids === unique &&
        events!.applied === unique &&
        captures!.movements === unique &&
        captures!.most === 1 &&
        funded!.n === unique;
      log(`${kind}: ${exactlyOnce ? 'every event applied exactly once' : 'NOT exactly once'}; p99 ${row.p99} ms`);
      out[kind] = { ...row, exactlyOnce };
      if (!exactlyOnce) throw new Error(`${kind}: webhooks not applied exactly once: ${JSON.stringify(row)}`);
    } finally {
      if (server) await stop(server);
      dropDatabase(env);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return out;
}
