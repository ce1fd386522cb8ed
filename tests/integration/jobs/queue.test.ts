import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseUrl, getDb, jobsDatabase, openPostgres, type JobsDb } from '@/lib/db';
import { env, resetEnvForTests } from '@/lib/env';
import { jobCounts } from '@/lib/jobs';
import { installJobs } from '@/lib/jobs/schema';
import { createWorkers, drainJobs } from '@/lib/jobs/workers';
import { deliverQueuedMail, queueMail } from '@/lib/mail/queued';
import { requestDigests } from '@/models';
import { outboxMails } from '@/tests/helpers/outbox';
import { startSmtp } from '@/tests/helpers/smtp';
import { freePort } from '@/tests/helpers/free-port';
import { createBrand, createCampaign, createCreator, createRequest } from '@/tests/helpers/factories';

// The job queue (lib/jobs, pg-boss) on this run's database (PGlite, or PostgreSQL with DATABASE_URL):
// the transactional outbox, retries with backoff into the dead letters, idempotent mail, and the
// scheduler running the request digest once across two sets of workers.

const SETTINGS = ['SMTP_URL', 'JOB_RETRY_LIMIT', 'JOB_RETRY_DELAY_SECONDS', 'JOB_POLL_SECONDS', 'JOB_CONCURRENCY', 'JOB_EXPIRE_SECONDS'] as const;
const stops: (() => Promise<void>)[] = [];

async function set(values: Partial<Record<(typeof SETTINGS)[number], string>>) {
  for (const [k, v] of Object.entries(values)) process.env[k] = v;
  resetEnvForTests();
  // The retry settings are the queues' own: written by the install (as at a server's start).
  await installJobs((await jobsDatabase()).jobs);
}

beforeEach(async () => {
  const { jobs } = await jobsDatabase();
  await jobs.executeSql('delete from pgboss.job');
  await jobs.executeSql('delete from pgboss.schedule');
  await (await getDb()).execute(sql`delete from sent_mails`);
  fs.rmSync(env().MAIL_OUTBOX_DIR, { recursive: true, force: true });
});

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  for (const k of SETTINGS) delete process.env[k];
  resetEnvForTests();
  await installJobs((await jobsDatabase()).jobs);
});

/** Waits until `check` holds, looking every 100 ms (a deadline for a test that cannot pass, not a speed target). */
async function until(check: () => Promise<boolean> | boolean, what: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The shared test SMTP server refusing the first `refusals` messages, closed after the test. */
async function flakySmtp(refusals: number) {
  const smtp = await startSmtp({ refuseFirst: refusals });
  stops.push(smtp.close);
  return {
    url: smtp.url,
    tries: smtp.tries,
    get received() {
      return smtp.received.map((m) => m.raw);
    },
  };
}

async function startWorkersOn(db: JobsDb, tuning: Parameters<typeof createWorkers>[1] = {}) {
  const w = await createWorkers(db, { pollingIntervalSeconds: 0.5, ...tuning });
  stops.unshift(() => w.stop(2_000));
  return w;
}

const mail = (subject: string, to = 'someone@example.com') => ({ to, subject, text: `${subject}.`, reason: 'A test.' });
const subjects = () => outboxMails().map((raw) => /^Subject: (.*)$/m.exec(raw)?.[1]);

describe('the transactional outbox', () => {
  it('sends nothing for a transaction that rolls back, and what a committed one queued even before any worker runs', async () => {
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await queueMail(tx, { mail: mail('Rolled back') });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db.transaction(async (tx) => queueMail(tx, { mail: mail('Committed') }));
    // Committed means in the database: a process dying now loses nothing.
    expect(await jobCounts()).toMatchObject({ waiting: 1, active: 0 });
    expect(subjects()).toEqual([]);
    expect(await drainJobs()).toBe(1);
    expect(subjects()).toEqual(['Committed']);
    expect(await drainJobs()).toBe(0);
  });

  it('enqueues one key once', async () => {
    const db = await getDb();
    await db.transaction(async (tx) => {
      await queueMail(tx, { mail: mail('Keyed'), key: 'welcome:1' });
      await queueMail(tx, { mail: mail('Keyed'), key: 'welcome:1' });
    });
    await db.transaction(async (tx) => queueMail(tx, { mail: mail('Keyed'), key: 'welcome:1' }));
    expect(await drainJobs()).toBe(1);
    expect(subjects()).toEqual(['Keyed']);
  });
});

describe('retries', () => {
  it('tries a failing mail again with growing waits, then keeps it as a dead letter', async () => {
    await set({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, JOB_RETRY_LIMIT: '2', JOB_RETRY_DELAY_SECONDS: '1' });
    const db = await getDb();
    await db.transaction(async (tx) => queueMail(tx, { mail: mail('Never delivered') }));
    await startWorkersOn((await jobsDatabase()).jobs);
    await until(async () => (await jobCounts()).dead === 1, 'the mail became a dead letter');
    const { jobs } = await jobsDatabase();
    const { rows } = await jobs.executeSql(
      `select name, state, retry_count as "retryCount", data->'mail'->>'subject' as subject
         from pgboss.job where name in ('mail', 'mail-dead') order by created_on`,
    );
    const [failed, dead] = rows as { name: string; state: string; retryCount: number; subject: string }[];
    // Three tries (the first and two retries), then failed for good, and a copy in the dead letters.
    expect(failed).toMatchObject({ name: 'mail', state: 'failed', retryCount: 2, subject: 'Never delivered' });
    expect(dead).toMatchObject({ name: 'mail-dead', state: 'created', subject: 'Never delivered' });
    expect(rows).toHaveLength(2);
    expect(subjects()).toEqual([]);
  }, 90_000);

  it('takes a mail still being sent after JOB_EXPIRE_SECONDS as lost (the setting reaches the queue)', async () => {
    const expiry = async () => {
      const { rows } = await (await jobsDatabase()).jobs.executeSql(`select expire_seconds as "s" from pgboss.queue where name = 'mail'`);
      return (rows as { s: number }[])[0]!.s;
    };
    expect(await expiry()).toBe(60);
    await set({ JOB_EXPIRE_SECONDS: '12' });
    expect(await expiry()).toBe(12);
  });

  it('waits longer before each retry (exponential backoff)', async () => {
    const smtp = await flakySmtp(3);
    await set({ SMTP_URL: smtp.url, JOB_RETRY_LIMIT: '4', JOB_RETRY_DELAY_SECONDS: '1' });
    const db = await getDb();
    await db.transaction(async (tx) => queueMail(tx, { mail: mail('Fourth time lucky') }));
    await startWorkersOn((await jobsDatabase()).jobs);
    await until(() => smtp.received.length === 1, 'the mail arrived');
    const [t1, t2, t3, t4] = smtp.tries as [number, number, number, number];
    // Retry n waits between 2^(n-1) and 2^n times JOB_RETRY_DELAY_SECONDS: at least 1 s, 2 s, 4 s.
    expect(t2 - t1).toBeGreaterThanOrEqual(1_000);
    expect(t3 - t2).toBeGreaterThanOrEqual(2_000);
    expect(t4 - t3).toBeGreaterThanOrEqual(4_000);
  }, 90_000);
});

describe('idempotent mail', () => {
  it('arrives exactly once when the SMTP server refuses the first two tries', async () => {
    const smtp = await flakySmtp(2);
    await set({ SMTP_URL: smtp.url, JOB_RETRY_LIMIT: '4', JOB_RETRY_DELAY_SECONDS: '1' });
    const db = await getDb();
    await db.transaction(async (tx) => queueMail(tx, { mail: mail('Exactly once', 'once@example.com') }));
    await startWorkersOn((await jobsDatabase()).jobs);
    await until(() => smtp.received.length === 1, 'the mail arrived');
    const { jobs } = await jobsDatabase();
    await until(
      async () => (await jobs.executeSql(`select 1 from pgboss.job where name = 'mail' and state = 'completed'`)).rows.length === 1,
      'the job completed',
    );
    expect(smtp.tries).toHaveLength(3);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('Subject: Exactly once');
  }, 90_000);

  it('does not send again when a job that already sent runs again (its completion was lost)', async () => {
    const smtp = await flakySmtp(0);
    await set({ SMTP_URL: smtp.url });
    const db = await getDb();
    await db.transaction(async (tx) => queueMail(tx, { mail: mail('Sent once') }));
    const { jobs } = await jobsDatabase();
    const { rows } = await jobs.executeSql(`select id, data from pgboss.job where name = 'mail'`);
    const job = rows[0] as Parameters<typeof deliverQueuedMail>[0];
    expect(await deliverQueuedMail(job)).toBe('sent');
    // The same job again, as after a worker died between the send and marking the job done.
    expect(await deliverQueuedMail(job)).toBe('already sent');
    expect(smtp.received).toHaveLength(1);
  });

  it('reads the recipient’s preference when it sends, not when it was queued', async () => {
    const creator = await createCreator();
    const db = await getDb();
    await db.transaction(async (tx) =>
      queueMail(tx, { mail: mail('Turned off meanwhile', creator.creator.email), wanted: { role: 'creator', id: creator.creator.id, topic: 'decisions' } }),
    );
    await db.execute(sql`update creators set email_off = '{decisions}' where id = ${creator.creator.id}`);
    expect(await drainJobs()).toBe(1);
    expect(subjects()).toEqual([]);
  });
});

describe('the scheduler', () => {
  it('runs the request digest once across two sets of workers', async () => {
    const owner = await createBrand();
    const campaign = await createCampaign(owner.brand.id, { campaignName: 'Scheduled' });
    const creator = await createCreator({ name: 'Ravi Kumar' });
    await createRequest(campaign.id, creator.creator.id);
    const db = await getDb();
    // Due now, as a request held back by the hour becomes (no job queued for it: only the scheduler finds it).
    await db.insert(requestDigests).values({ campaignId: campaign.id, dueAt: sql`now()` });
    // Two servers: on PostgreSQL each with a pool of its own; on PGlite both in this process.
    const url = await databaseUrl();
    const second = url ? await openPostgres(url) : undefined;
    if (second) stops.push(() => second.close());
    const quick = { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };
    await startWorkersOn((await jobsDatabase()).jobs, quick);
    await startWorkersOn(second ? second.jobs : (await jobsDatabase()).jobs, quick);
    await until(() => subjects().includes('Ravi Kumar asked to join Scheduled'), 'the digest was mailed');
    // Several more scheduler checks on both.
    await new Promise((r) => setTimeout(r, 3_000));
    const { jobs } = await jobsDatabase();
    const { rows } = await jobs.executeSql(
      `select date_trunc('minute', created_on) as slot, count(*)::int as n from pgboss.job where name = 'request-digest' group by 1`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const r of rows as { n: number }[]) expect(r.n).toBe(1);
    expect(subjects().filter((s) => s?.includes('asked to join'))).toHaveLength(1);
  }, 120_000);
});
