import 'server-only';
import { eq, lt, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { enqueue, QUEUE } from '@/lib/jobs';
import { log } from '@/lib/log';
import { brands, creators, sentMails, type Role } from '@/models';
import { sendMail, type Mail } from './index';
import type { EmailTopic } from './preferences';

/** A queued mail: the message as written at the change, and whose preference decides at send time. */
export type MailJob = {
  mail: Mail;
  /** Idempotency key; by default the job's own id (the same across its retries). */
  key?: string;
  /** A notification the recipient may have turned off; absent for mails that always go. */
  wanted?: { role: Role; id: string; topic: EmailTopic };
  /** Logged with a failure (ids, never the address). */
  what?: Record<string, unknown>;
};

/** Queues `job` inside `tx`: sent once the transaction commits, never if it rolls back. */
export async function queueMail(tx: Executor, job: MailJob): Promise<void> {
  await enqueue(tx, QUEUE.mail, job, job.key ? { key: `mail:${job.key}` } : {});
}

/**
 * The `mail` job: sends unless already sent under its key or turned off by its recipient, then
 * records the key. A failure throws, so the queue retries with backoff (and dead-letters after
 * the last try). At least once, not exactly once: if the process dies after the mail server
 * accepted the message and before the key is written, the retry sends it again. That window is
 * one INSERT long; every other failure (refused, timed out, database down before the send) ends
 * with no mail and a retry.
 */
export async function deliverQueuedMail(job: { id: string; data: MailJob }): Promise<'sent' | 'already sent' | 'turned off'> {
  const { mail, wanted } = job.data;
  const key = job.data.key ? `mail:${job.data.key}` : `job:${job.id}`;
  const db = await getDb();
  const [done] = await db.select({ key: sentMails.key }).from(sentMails).where(eq(sentMails.key, key));
  if (done) return 'already sent';
  if (wanted) {
    if ((await emailOff(wanted)).includes(wanted.topic)) return 'turned off';
  }
  // A topic mail carries its way out (footer link, List-Unsubscribe headers), signed as it goes.
  await sendMail(wanted ? { ...mail, unsubscribe: wanted } : mail);
  try {
    await db.insert(sentMails).values({ key }).onConflictDoNothing();
  } catch (err) {
    // Sent: the job must not fail now. If the database is down its completion fails too, and the
    // retry may send again (the window above).
    log.warn({ err: String(err), key }, 'mail sent but its key was not recorded');
  }
  return 'sent';
}

/** The topics the account turned off (none for an account that is gone: it gets no mail anyway). */
export async function emailOff(to: { role: Role; id: string }): Promise<string[]> {
  const db = await getDb();
  const t = to.role === 'brand' ? brands : creators;
  const [row] = await db.select({ off: t.emailOff }).from(t).where(eq(t.id, to.id));
  return row?.off ?? [];
}

/** Forgets keys older than any job that could still run under them (jobs are kept 14 days). */
export async function pruneSentMails(): Promise<number> {
  const db = await getDb();
  const gone = await db
    .delete(sentMails)
    .where(lt(sentMails.sentAt, sql`now() - interval '30 days'`))
    .returning({ key: sentMails.key });
  return gone.length;
}
