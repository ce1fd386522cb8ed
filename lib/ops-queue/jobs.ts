import 'server-only';
import { gt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { conflict, notFound } from '@/lib/errors';
import { discardFailedJob, failedJobs, lockFailedJob, mailFailureCounts, QUEUE, retryFailedJob, type FailedJob } from '@/lib/jobs';
import { maskEmail } from '@/lib/mask';
import { recordAudit } from '@/lib/ops';
import { isUuid } from '@/lib/uuid';
import { sentMails } from '@/models';
import type { JobsQuery } from './schemas';

// The console's jobs and mail (issue 36): the queue's failed jobs and the mails' dead letters with
// their errors, retried or discarded one at a time (each an audit row), and how mail went today.

const JOB_NOT_FOUND = 'Job not found';
const NOT_FAILED = 'This job is not failed or dead any more';

type OpsJob = Omit<FailedJob, 'data'> & {
  /** What the job is about, without secrets, as text: ids and counts; a mail's subject and masked address, never its body (sign-in links). */
  summary: Record<string, string | null>;
};

const SECRET_KEY = /token|secret|password|otp|code|link|url|html|text|body|key|hash/i;

/** A job's data as the console may show it: short plain values of harmless keys; a mail's subject, masked address and `what`. */
export function summarize(name: string, data: Record<string, unknown>): OpsJob['summary'] {
  const out: OpsJob['summary'] = {};
  const plain = (source: Record<string, unknown>, prefix = '') => {
    for (const [k, v] of Object.entries(source)) {
      if (SECRET_KEY.test(k)) continue;
      if (v === null) out[prefix + k] = null;
      else if (typeof v === 'number' || typeof v === 'boolean') out[prefix + k] = String(v);
      else if (typeof v === 'string') out[prefix + k] = v.length > 120 ? `${v.slice(0, 117)}...` : v;
    }
  };
  if (name === QUEUE.mail || name === QUEUE.mailDead) {
    const mail = (data.mail ?? {}) as { to?: unknown; subject?: unknown };
    if (typeof mail.to === 'string') out.to = maskEmail(mail.to);
    if (typeof mail.subject === 'string') out.subject = mail.subject.slice(0, 200);
    const wanted = data.wanted as { role?: unknown; topic?: unknown } | undefined;
    if (wanted && typeof wanted.topic === 'string') out.topic = wanted.topic;
    if (data.what && typeof data.what === 'object') plain(data.what as Record<string, unknown>, 'what.');
    return out;
  }
  plain(data);
  return out;
}

const toOpsJob = ({ data, ...job }: FailedJob): OpsJob => ({ ...job, summary: summarize(job.name, data) });

/** The failed and dead jobs (filtered by state and queue) and mail in the last 24 hours. */
export async function listJobs(query: JobsQuery): Promise<{ jobs: OpsJob[]; mail: { sent: number; dead: number; retrying: number } }> {
  const db = await getDb();
  const [jobs, counts, [sent]] = await Promise.all([
    failedJobs({ state: query.state, name: query.name as FailedJob['name'] | undefined }),
    mailFailureCounts(),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sentMails)
      .where(gt(sentMails.sentAt, sql`now() - interval '24 hours'`)),
  ]);
  return { jobs: jobs.map(toOpsJob), mail: { sent: Number(sent?.n ?? 0), ...counts } };
}

async function act(
  operatorId: string,
  id: string,
  reason: string,
  action: 'retry' | 'discard',
): Promise<{ job: OpsJob; queuedAs: { id: string; name: string } | null }> {
  if (!isUuid(id)) throw notFound(JOB_NOT_FOUND);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const job = await lockFailedJob(tx, id);
    if (!job) {
      // Known but not failed (retried already, running, done) is a conflict; never seen, not found.
      const [{ n } = { n: 0 }] = (await tx.execute(sql`select count(*)::int as n from pgboss.job where id = ${id}::uuid`)).rows as { n: number }[];
      throw Number(n) > 0 ? conflict(NOT_FAILED) : notFound(JOB_NOT_FOUND);
    }
    const queuedAs = action === 'retry' ? await retryFailedJob(tx, job) : (await discardFailedJob(tx, job), null);
    const before = { name: job.name, state: job.state, attempts: job.attempts, error: job.error };
    await recordAudit(tx, {
      operatorId,
      action: `job.${action}`,
      targetKind: 'job',
      targetId: id,
      reason,
      before,
      after: queuedAs ? { name: queuedAs.name, id: queuedAs.id, state: 'waiting' } : null,
    });
    return { job: toOpsJob(job), queuedAs };
  });
}

/** Runs a failed job once more, or sends a dead mail again (see retryFailedJob); 404 unknown, 409 not failed. */
export async function retryJob(operatorId: string, id: string, reason = ''): Promise<{ message: string; job: OpsJob; queuedAs: { id: string; name: string } }> {
  const { job, queuedAs } = await act(operatorId, id, reason, 'retry');
  return { message: 'The job is queued again', job, queuedAs: queuedAs! };
}

/** Removes a failed or dead job for good; 404 unknown, 409 not failed. */
export async function discardJob(operatorId: string, id: string, reason = ''): Promise<{ message: string; job: OpsJob }> {
  const { job } = await act(operatorId, id, reason, 'discard');
  return { message: 'The job is discarded', job };
}
