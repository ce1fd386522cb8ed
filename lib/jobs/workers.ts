import 'server-only';
import PgBoss from 'pg-boss';
import { jobsDatabase, type JobsDb } from '@/lib/db';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { onStop } from '@/lib/lifecycle';
import { deliverQueuedMail, pruneSentMails, type MailJob } from '@/lib/mail/queued';
import { sendDueDigests } from '@/lib/participation/digest';
import { mailUnreadMessages, type UnreadMailJob } from '@/lib/collaborations/unread-mail';
import { autoRelease, payPayable, remindRelease, type AutoReleaseJob, type PayPayableJob } from '@/lib/payments/service';
import { expireOrder, type OrderExpiryJob } from '@/lib/packages/orders';
import { publishDueReviews, type ReviewPublishJob } from '@/lib/reviews/service';
import { passiveBoss, QUEUE } from './schema';

type Job = PgBoss.JobWithMetadata<object>;

/** What each worked queue does with one job (the dead letters are kept, not worked). */
const HANDLERS = {
  [QUEUE.mail]: (job: Job) => deliverQueuedMail({ id: job.id, data: job.data as MailJob }),
  [QUEUE.requestDigest]: () => sendDueDigests(),
  [QUEUE.sentMailsPrune]: () => pruneSentMails(),
  [QUEUE.unreadMail]: (job: Job) => mailUnreadMessages(job.data as UnreadMailJob),
  [QUEUE.paymentAutoRelease]: (job: Job) => autoRelease(job.data as AutoReleaseJob),
  [QUEUE.paymentReminder]: (job: Job) => remindRelease(job.data as AutoReleaseJob),
  [QUEUE.paymentPayout]: (job: Job) => payPayable(job.data as PayPayableJob),
  [QUEUE.packageOrderExpiry]: (job: Job) => expireOrder(job.data as OrderExpiryJob),
  [QUEUE.reviewPublish]: (job: Job) => publishDueReviews(job.data as ReviewPublishJob),
} as const;
type Worked = keyof typeof HANDLERS;
const WORKED = Object.keys(HANDLERS) as Worked[];

/** Scheduled jobs (cron, UTC): pg-boss sends each once per slot across every server running workers. */
const SCHEDULES: { name: Worked; cron: string }[] = [
  { name: QUEUE.requestDigest, cron: '* * * * *' },
  { name: QUEUE.sentMailsPrune, cron: '17 3 * * *' },
];

/** Runs one job; a failure is logged (as a dead letter after the last try) and thrown back for the queue to retry. */
async function runJob(name: Worked, job: Job): Promise<unknown> {
  try {
    return await HANDLERS[name](job);
  } catch (err) {
    const last = job.retryCount >= job.retryLimit;
    const fields = { err: String(err), queue: name, jobId: job.id, try: job.retryCount + 1, of: job.retryLimit + 1, ...(job.data as MailJob).what };
    if (last) log.error(fields, name === QUEUE.mail ? 'mail failed every try: moved to the dead letters' : 'job failed every try');
    else log.warn(fields, 'job failed: retried later');
    throw err;
  }
}

/** pg-boss settings a test may shorten (the scheduler's checks, the polling). */
type Tuning = { cronMonitorIntervalSeconds?: number; cronWorkerIntervalSeconds?: number; pollingIntervalSeconds?: number };

/**
 * One set of workers on `db`: JOB_CONCURRENCY on `mail`, one on each other queue, pg-boss's
 * maintenance (jobs whose worker died are retried once they expire; old ones archived) and its
 * scheduler (each slot's job sent once across every set running, by pg-boss's cron lock and
 * singleton slot). Answers how to stop them: no new jobs are taken, the jobs in hand finish
 * within `timeoutMs`, any left are handed back to the queue (failed, so retried).
 */
export async function createWorkers(db: JobsDb, tuning: Tuning = {}): Promise<{ stop: (timeoutMs?: number) => Promise<void> }> {
  const e = env();
  const polling = tuning.pollingIntervalSeconds ?? e.JOB_POLL_SECONDS;
  const boss = new PgBoss({
    db: db as PgBoss.Db,
    migrate: false,
    supervise: true,
    schedule: true,
    // Maintenance hands lost jobs back: every half of their expiry, at most every 30 s.
    maintenanceIntervalSeconds: Math.min(30, Math.ceil(e.JOB_EXPIRE_SECONDS / 2)),
    cronMonitorIntervalSeconds: tuning.cronMonitorIntervalSeconds ?? 10,
    cronWorkerIntervalSeconds: tuning.cronWorkerIntervalSeconds ?? 5,
    pollingIntervalSeconds: polling,
  });
  boss.on('error', (err) => log.error({ err: String(err) }, 'job queue error'));
  await boss.start();
  for (const name of WORKED) {
    const ids: string[] = [];
    const count = name === QUEUE.mail ? e.JOB_CONCURRENCY : 1;
    for (let i = 0; i < count; i++) {
      ids.push(
        await boss.work<object>(name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: polling }, async ([job]) => {
          try {
            return await runJob(name, job!);
          } finally {
            // A job came: look for the next one at once instead of after the polling interval.
            for (const id of ids) boss.notifyWorker(id);
          }
        }),
      );
    }
  }
  for (const s of SCHEDULES) await boss.schedule(s.name, s.cron);
  return { stop: (timeoutMs = 8_000) => boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs }) };
}

type Store = { workers?: Promise<{ stop: () => Promise<void> }>; stopping?: Promise<void>; running?: boolean };
const store: Store = ((globalThis as { __collabmarketWorkers?: Store }).__collabmarketWorkers ??= {});

/** Starts this process's workers on the process-wide database; their stop step is registered with lib/lifecycle.ts (phase `workers`). */
export async function startWorkers(): Promise<void> {
  if (store.workers) return void (await store.workers);
  const { jobs } = await jobsDatabase();
  store.workers = createWorkers(jobs);
  onStop('queue workers', 'workers', stopWorkers);
  try {
    await store.workers;
    store.running = true;
  } catch (err) {
    store.workers = undefined;
    throw err;
  }
  log.info({ concurrency: env().JOB_CONCURRENCY }, 'queue workers started');
}

/** True while this process's workers are started and not stopping (readiness, /api/health/ready). */
export function workersRunning(): boolean {
  return store.running === true && !store.stopping;
}

/** Stops this process's workers (see createWorkers). */
export function stopWorkers(): Promise<void> {
  const workers = store.workers;
  if (!workers) return Promise.resolve();
  store.running = false;
  store.stopping ??= workers
    .then((w) => w.stop())
    .finally(() => {
      store.workers = undefined;
      store.stopping = undefined;
    });
  return store.stopping;
}

/**
 * Tests: runs every job that is due now, in this process, until none is left (jobs waiting for a
 * retry's backoff are not due). Answers how many ran.
 */
export async function drainJobs(): Promise<number> {
  const boss = passiveBoss((await jobsDatabase()).jobs);
  let ran = 0;
  for (;;) {
    let found = false;
    for (const name of WORKED) {
      const [job] = await boss.fetch<object>(name, { batchSize: 1, includeMetadata: true });
      if (!job) continue;
      found = true;
      ran++;
      try {
        await runJob(name, job);
        await boss.complete(name, job.id);
      } catch (err) {
        await boss.fail(name, job.id, { message: String(err) });
      }
    }
    if (!found) return ran;
  }
}
