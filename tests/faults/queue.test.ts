import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { readMail } from '@/lib/mail/parse';
import { freePort } from '@/tests/helpers/free-port';
import {
  ask,
  campaignForm,
  killAll,
  pgQuery,
  randomIp,
  report,
  ROOT,
  signUpBrand,
  sleep,
  startPostgres,
  startServer,
  tempDir,
  uniq,
  waitFor,
  type Account,
  type Postgres,
  type Server,
} from './support';

// The job queue against the built app (server.mjs, as `npm start`, workers in the process):
// (1) the mail server down for 30 s while decisions are made, then up: every mail arrives exactly
// once; (2) the server killed with SIGKILL while mails are in flight: they go after the restart,
// once; (3) two servers on one PostgreSQL: each mail once. And `npm run worker` refuses PGlite.

/**
 * A mail server on a port of its own (free when it is made) the test turns off and on: `down` closes the port (connections
 * refused); `hold` takes each message and never answers (a send in flight); `up` keeps them.
 */
async function mailServer() {
  const port = await freePort();
  const received: { to: string; raw: string; subject: string }[] = [];
  let held = 0;
  let mode: 'up' | 'hold' = 'up';
  let server: SMTPServer | undefined;
  const start = async () => {
    const s = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      socketTimeout: 600_000,
      closeTimeout: 100,
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (mode === 'hold') return void held++;
          const raw = Buffer.concat(chunks).toString('utf8');
          void readMail(raw).then((m) => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw, subject: m.subject });
            cb();
          });
        });
      },
    });
    await new Promise<void>((resolve) => s.listen(port, '127.0.0.1', resolve));
    server = s;
  };
  const stop = async () => {
    const s = server;
    server = undefined;
    if (!s) return;
    // Closed at once, connections in flight included: a mail server that went away.
    await new Promise<void>((resolve) => {
      s.close(() => resolve());
      (s as unknown as { connections: Set<{ close: () => void }> }).connections?.forEach((c) => c.close());
    });
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    held: () => held,
    up: async () => {
      mode = 'up';
      if (!server) await start();
    },
    hold: () => void (mode = 'hold'),
    down: stop,
    to: (email: string, subject?: RegExp) => received.filter((m) => m.to === email && (!subject || subject.test(m.subject))),
  };
}
type MailServer = Awaited<ReturnType<typeof mailServer>>;

/** Creator sign-up with the code from the test's mail server (SMTP_URL is set, so no outbox). */
async function signUpCreatorBySmtp(server: Server, smtp: MailServer): Promise<Account> {
  const email = `creator-${uniq()}@example.com`;
  const ip = randomIp();
  const sent = await ask(server.url, '/api/creator/request-otp', { json: { email }, headers: { 'x-forwarded-for': ip } });
  if (sent.status !== 200) throw new Error(`request-otp ${sent.status} ${JSON.stringify(sent.data)}`);
  const mail = await waitFor('the OTP mail', 20_000, async () => smtp.to(email).at(-1));
  const otp = /verification code is (\d{6})/.exec((await readMail(mail.raw)).text)![1];
  const ok = await ask(server.url, '/api/creator/verify-otp', { json: { email, otp }, headers: { 'x-forwarded-for': ip } });
  if (ok.status !== 200) throw new Error(`verify-otp ${ok.status} ${JSON.stringify(ok.data)}`);
  const form = new FormData();
  const socialMediaHandles = JSON.stringify(['Instagram', 'YouTube'].map((platform) => ({ platform, handle: `@q${uniq()}`, followers: 12_000 })));
  for (const [k, v] of Object.entries({
    name: `Creator ${uniq()}`,
    email,
    password: 'secret123',
    phone: `9${Math.floor(1e8 + Math.random() * 9e8)}`,
    socialMediaHandles,
  }))
    form.append(k, v);
  const res = await ask(server.url, '/api/creator/signup', { form, headers: { 'x-forwarded-for': ip } });
  if (res.status !== 201) throw new Error(`creator signup ${res.status} ${JSON.stringify(res.data)}`);
  return { id: (res.data.Creator as { _id: string })._id, email, accessToken: res.data.accessToken as string, refreshToken: '', cookies: '' };
}

/** A brand, its campaign, and `n` creators who asked to join it. */
async function scene(server: Server, smtp: MailServer, n: number) {
  const brand = await signUpBrand(server);
  const created = await ask(server.url, '/api/campaign/create', { form: await campaignForm(`Queue ${uniq()}`), token: brand.accessToken });
  if (created.status !== 201) throw new Error(`campaign ${created.status} ${JSON.stringify(created.data)}`);
  const campaignId = (created.data.campaign as { _id: string })._id;
  const creators: Account[] = [];
  for (let i = 0; i < n; i++) {
    const c = await signUpCreatorBySmtp(server, smtp);
    const res = await ask(server.url, `/api/campaign/${campaignId}/request`, { method: 'POST', token: c.accessToken });
    if (res.status !== 201) throw new Error(`request ${res.status} ${JSON.stringify(res.data)}`);
    creators.push(c);
  }
  return { brand, campaignId, creators };
}

/** The brand approves every creator, through `servers` in turn; each answer must be 200 (committed). */
async function approveAll(servers: Server[], s: Awaited<ReturnType<typeof scene>>) {
  await Promise.all(
    s.creators.map(async (c, i) => {
      const res = await ask(servers[i % servers.length]!.url, `/api/campaign/${s.campaignId}/approve`, {
        method: 'POST',
        token: s.brand.accessToken,
        json: { influencerId: c.id },
      });
      expect(res.status).toBe(200);
    }),
  );
}

const APPROVED = /^You're in: /;

/** Waits until every creator has their approval mail, then a while longer, and checks none came twice. */
async function expectEachOnce(smtp: MailServer, creators: Account[], ms: number) {
  await waitFor('every approval mail', ms, async () => creators.every((c) => smtp.to(c.email, APPROVED).length >= 1));
  // Long enough for any duplicate (a retry, another server) to arrive.
  await sleep(8_000);
  for (const c of creators) expect(smtp.to(c.email, APPROVED)).toHaveLength(1);
}

const QUICK = { JOB_RETRY_DELAY_SECONDS: '2', JOB_RETRY_LIMIT: '8', JOB_POLL_SECONDS: '0.5', JOB_CONCURRENCY: '4' };

let pg: Postgres | undefined;
let smtp: MailServer | undefined;
afterEach(async () => {
  await killAll();
  await smtp?.down();
});
afterAll(() => pg?.destroy());

async function database(onPostgres: boolean, label: string): Promise<string | undefined> {
  if (!onPostgres) return undefined;
  pg ??= await startPostgres();
  return pg.createDatabase(`faults_q_${label}_${uniq()}`);
}

describe.each([
  ['PGlite (the embedded default)', false],
  ['PostgreSQL', true],
] as const)('the job queue on %s', (name, onPostgres) => {
  it('the mail server down for 30 s under load, then up: every mail arrives exactly once', async () => {
    smtp = await mailServer();
    await smtp.up();
    const databaseUrl = await database(onPostgres, 'smtp');
    const server = await startServer({ dataDir: tempDir('q-smtp'), databaseUrl, extraEnv: { SMTP_URL: smtp.url, ...QUICK } });
    const s = await scene(server, smtp, 12);
    await smtp.down();
    const downAt = Date.now();
    await approveAll([server], s);
    await sleep(Math.max(0, 30_000 - (Date.now() - downAt)));
    expect(s.creators.filter((c) => smtp!.to(c.email, APPROVED).length > 0)).toHaveLength(0);
    await smtp.up();
    const upAt = Date.now();
    await expectEachOnce(smtp, s.creators, 120_000);
    report(`queue: SMTP down 30 s (${name})`, { mails: s.creators.length, secondsToDeliverAllAfterUp: Math.round((Date.now() - upAt) / 100) / 10 });
    if (databaseUrl) {
      const [dead] = await pgQuery<{ n: number }>(databaseUrl, `select count(*)::int as n from pgboss.job where name = 'mail-dead'`);
      expect(dead!.n).toBe(0);
    }
  }, 420_000);

  it('SIGKILL with mails in flight: they are sent after the restart, once', async () => {
    smtp = await mailServer();
    await smtp.up();
    const databaseUrl = await database(onPostgres, 'kill');
    const dataDir = tempDir('q-kill');
    // A send in flight counts as lost 15 s after it started (JOB_EXPIRE_SECONDS; maintenance looks every 8 s), not 60.
    const first = await startServer({ dataDir, databaseUrl, extraEnv: { SMTP_URL: smtp.url, ...QUICK, JOB_EXPIRE_SECONDS: '15' } });
    const s = await scene(first, smtp, 8);
    // The mail server takes each message and never answers: the sends hang, their jobs active.
    smtp.hold();
    await approveAll([first], s);
    await waitFor('mails in flight', 30_000, async () => smtp!.held() >= 1);
    first.proc.kill('SIGKILL');
    await first.exited;
    await smtp.down();
    await smtp.up();
    const restartedAt = Date.now();
    await startServer(first.opts);
    // Jobs that were waiting run at once; the ones in flight once their time runs out (15 s) and maintenance hands them back.
    await expectEachOnce(smtp, s.creators, 200_000);
    report(`queue: SIGKILL with mails in flight (${name})`, {
      mails: s.creators.length,
      inFlightAtKill: smtp.held(),
      secondsToDeliverAll: Math.round((Date.now() - restartedAt) / 1000),
    });
  }, 420_000);
});

describe('two servers on one PostgreSQL', () => {
  it('send each mail once', async () => {
    smtp = await mailServer();
    await smtp.up();
    const databaseUrl = await database(true, 'two');
    const common = { databaseUrl, extraEnv: { SMTP_URL: smtp.url, ...QUICK } };
    const [a, b] = await Promise.all([startServer({ dataDir: tempDir('q-two-a'), ...common }), startServer({ dataDir: tempDir('q-two-b'), ...common })]);
    const s = await scene(a!, smtp, 16);
    await approveAll([a!, b!], s);
    await expectEachOnce(smtp, s.creators, 120_000);
    // The digest of the requests: one per campaign, not one per server.
    expect(smtp.to(s.brand.email, /asked to join/)).toHaveLength(1);
    const [jobs] = await pgQuery<{ n: number }>(databaseUrl!, `select count(*)::int as n from pgboss.job where name = 'mail' and state = 'completed'`);
    expect(jobs!.n).toBe(smtp.received.filter((m) => !/verification code/.test(m.raw)).length);
  }, 420_000);
});

describe('npm run worker', () => {
  it('refuses PGlite with a clear message (the server runs the workers there)', () => {
    const r = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), '--conditions=react-server', 'scripts/worker.mts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: tempDir('q-worker'), NODE_ENV: 'development' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('npm run worker needs DATABASE_URL (PostgreSQL)');
  });
});
