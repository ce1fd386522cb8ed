import 'server-only';
import PgBoss from 'pg-boss';
import { env } from '@/lib/env';
import type { JobsDb } from '@/lib/db';

/**
 * The queues, by job name. `mail`: one e-mail each (lib/mail/queued.ts), retried with exponential
 * backoff, then moved to `mail-dead`, which nothing works: it is the dead letters, kept 30 days to
 * count and look at. `request-digest`: sends the request digests that came due (the scheduler
 * sends one a minute; a request sends one too). `sent-mails-prune`: daily, forgets old mail keys.
 * `unread-mail`: one mail of the messages a recipient has not read, due UNREAD_MAIL_MINUTES after
 * the first of them; its policy `short` keeps one waiting job per singleton key (collaboration and
 * recipient), so the messages that follow join it. `payment-auto-release` and
 * `payment-release-reminder`: due PAYMENT_AUTO_RELEASE_DAYS (and 2 days less) after a funded job
 * went live; each looks again at the payment when it runs (lib/payments/service.ts).
 * `payment-payout`: enqueued when a creator saves a payout method, pays out what was released to
 * them and waited as payable.
 * `package-order-expiry`: due 3 days (ORDER_ANSWER_DAYS) after a brand ordered a package; refuses and
 * refunds the order if the creator has not answered (lib/packages/orders.ts).
 * them and waited as payable. `review-publish`: due when a job's 14 days to review end; the reviews
 * written in them show from then on, so it refreshes the creator's cached page (lib/reviews/service.ts).
 */
export const QUEUE = {
  mail: 'mail',
  mailDead: 'mail-dead',
  requestDigest: 'request-digest',
  sentMailsPrune: 'sent-mails-prune',
  unreadMail: 'unread-mail',
  paymentAutoRelease: 'payment-auto-release',
  paymentReminder: 'payment-release-reminder',
  paymentPayout: 'payment-payout',
  packageOrderExpiry: 'package-order-expiry',
  reviewPublish: 'review-publish',
} as const;
export type QueueName = (typeof QUEUE)[keyof typeof QUEUE];

function queueOptions(): (PgBoss.Queue & { name: QueueName })[] {
  const e = env();
  // A job still `active` JOB_EXPIRE_SECONDS after it started is taken as lost (its worker died) and retried.
  const retry = { retryLimit: e.JOB_RETRY_LIMIT, retryDelay: e.JOB_RETRY_DELAY_SECONDS, retryBackoff: true };
  return [
    // Created first: `mail` names it as its dead letter (a foreign key).
    { name: QUEUE.mailDead, retentionMinutes: 30 * 24 * 60 },
    { name: QUEUE.mail, ...retry, expireInSeconds: e.JOB_EXPIRE_SECONDS, deadLetter: QUEUE.mailDead, retentionMinutes: 14 * 24 * 60 },
    // Runs every minute anyway: a failed sweep is not retried, the next one takes its digests.
    { name: QUEUE.requestDigest, retryLimit: 0, expireInSeconds: 300, retentionMinutes: 60 },
    { name: QUEUE.sentMailsPrune, retryLimit: 2, expireInSeconds: 300, retentionMinutes: 24 * 60 },
    { name: QUEUE.unreadMail, policy: 'short', ...retry, expireInSeconds: e.JOB_EXPIRE_SECONDS, retentionMinutes: 24 * 60 },
    { name: QUEUE.paymentAutoRelease, ...retry, expireInSeconds: e.JOB_EXPIRE_SECONDS, retentionMinutes: 14 * 24 * 60 },
    { name: QUEUE.paymentReminder, ...retry, expireInSeconds: e.JOB_EXPIRE_SECONDS, retentionMinutes: 14 * 24 * 60 },
    { name: QUEUE.paymentPayout, ...retry, expireInSeconds: e.JOB_EXPIRE_SECONDS, retentionMinutes: 14 * 24 * 60 },
    { name: QUEUE.packageOrderExpiry, ...retry, expireInSeconds: e.JOB_EXPIRE_SECONDS, retentionMinutes: 14 * 24 * 60 },
    { name: QUEUE.reviewPublish, ...retry, expireInSeconds: e.JOB_EXPIRE_SECONDS, retentionMinutes: 14 * 24 * 60 },
  ];
}

/** pg-boss over `db` that only talks to the database: no maintenance, no scheduler, no workers. */
export function passiveBoss(db: JobsDb): PgBoss {
  const boss = new PgBoss({ db: db as PgBoss.Db, migrate: false, supervise: false, schedule: false });
  boss.on('error', () => {});
  return boss;
}

/**
 * Installs or upgrades pg-boss's schema (`pgboss`, its own migrations under its advisory lock) and
 * creates or updates our queues with the current retry settings. Run with the migrations.
 */
export async function installJobs(db: JobsDb): Promise<void> {
  const boss = new PgBoss({ db: db as PgBoss.Db, migrate: true, supervise: false, schedule: false });
  boss.on('error', () => {});
  await boss.start();
  try {
    for (const q of queueOptions()) {
      if (await boss.getQueue(q.name)) await boss.updateQueue(q.name, q);
      else
        await boss.createQueue(q.name, q).catch(async (err: unknown) => {
          // Another server created it between the look and the create.
          if (!(await boss.getQueue(q.name))) throw err;
        });
    }
  } finally {
    await boss.stop({ graceful: false, close: false, wait: true });
  }
}
