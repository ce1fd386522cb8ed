import 'server-only';
import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { databaseGeneration, jobsDatabase, type Executor } from '@/lib/db';
import { passiveBoss, QUEUE, type QueueName } from './schema';

export { QUEUE };

/**
 * The job queue (pg-boss, in the database's `pgboss` schema). A side effect of a state change is
 * enqueued with `enqueue(tx, ...)` inside the transaction that makes the change: the job row
 * commits with it or not at all (a transactional outbox), so a rollback sends nothing and a commit
 * is done even if the server dies right after. Workers (lib/jobs/workers.ts) run the jobs.
 */

/**
 * pg-boss's SQL with numbered parameters ($1, $2...) as a drizzle statement, to run on a
 * transaction's connection. Drizzle binds each occurrence of a parameter apart, and the database
 * types each by where it stands: the start time pg-boss reads either as a timestamp or as an
 * interval (`CASE WHEN right($5, 1) = 'Z' THEN CAST($5 as timestamptz) ELSE ... CAST($5 as interval)`)
 * would be parsed as both when bound, and fail as one. Those two casts read it as text first, so
 * only the branch taken parses it.
 */
function boundSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text
    .replace(/CAST\(\$(\d+) as timestamp with time zone\)/g, 'CAST($$$1::text as timestamp with time zone)')
    .replace(/CAST\(COALESCE\(\$(\d+),'0'\) as interval\)/g, "CAST(COALESCE($$$1::text,'0') as interval)")
    .split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
  return sql.join(chunks);
}

/** pg-boss's database adapter over one of our executors: its statements run on that transaction's connection. */
function onExecutor(tx: Executor): PgBoss.Db {
  return { executeSql: async (text, values) => (await tx.execute(boundSql(text, values))) as unknown as { rows: unknown[] } };
}

type Store = { sender?: { generation: number; boss: PgBoss } };
const store: Store = ((globalThis as { __collabmarketJobs?: Store }).__collabmarketJobs ??= {});

/** A pg-boss that only writes jobs (no maintenance, no workers), for the current database. */
async function sender(): Promise<PgBoss> {
  const generation = databaseGeneration();
  if (store.sender?.generation !== generation) store.sender = { generation, boss: passiveBoss((await jobsDatabase()).jobs) };
  return store.sender.boss;
}

/** The job id a key stands for: enqueueing one key twice makes one job (pg-boss skips an id it has). */
function idFor(name: QueueName, key: string): string {
  const h = crypto.createHash('sha256').update(`${name}\n${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

type EnqueueOptions = {
  /** Idempotency key: the same key on one queue is enqueued once (while its job is kept). */
  key?: string;
  /** Not before this time (a Date) or this many seconds from now. */
  startAfter?: Date | number;
  /** On a queue of policy `short`: while a job of this key waits, another is not added (null is answered). */
  singletonKey?: string;
};

/**
 * Adds a job inside `tx` (the transaction making the state change; a Db outside one). Answers the
 * job's id, or null when `key` was already enqueued.
 */
export async function enqueue(tx: Executor, name: QueueName, data: object, opts: EnqueueOptions = {}): Promise<string | null> {
  const boss = await sender();
  const options: PgBoss.SendOptions = { db: onExecutor(tx) };
  if (opts.key) options.id = idFor(name, opts.key);
  if (opts.startAfter !== undefined) options.startAfter = opts.startAfter;
  if (opts.singletonKey) options.singletonKey = opts.singletonKey;
  return boss.send(name, data, options);
}

/** The queue's counts: jobs waiting (created or to be retried), running, and dead letters (mails that failed every try). */
export async function jobCounts(): Promise<{ waiting: number; active: number; dead: number }> {
  const { jobs } = await jobsDatabase();
  const { rows } = await jobs.executeSql(
    `select count(*) filter (where name <> $1 and state in ('created', 'retry'))::int as waiting,
            count(*) filter (where state = 'active')::int as active,
            count(*) filter (where name = $1 and state = 'created')::int as dead
       from pgboss.job`,
    [QUEUE.mailDead],
  );
  return rows[0] as { waiting: number; active: number; dead: number };
}

/** Jobs by queue and state (created, retry, active, failed) across the whole database, for /metrics. */
export async function jobsByQueue(): Promise<{ name: string; state: string; count: number }[]> {
  const { jobs } = await jobsDatabase();
  const { rows } = await jobs.executeSql(
    `select name, state::text as state, count(*)::int as count
       from pgboss.job
      where state in ('created', 'retry', 'active', 'failed')
      group by name, state`,
  );
  return rows as { name: string; state: string; count: number }[];
}

/**
 * Jobs that failed for good since a moment (the operator console's overview): `mails` of the mail
 * queue (each then waits in the dead letters), `jobs` of every other queue.
 */
export async function failedJobsSince(since: Date): Promise<{ jobs: number; mails: number }> {
  const { jobs } = await jobsDatabase();
  const { rows } = await jobs.executeSql(
    `select count(*) filter (where name not in ($1, $2))::int as jobs,
            count(*) filter (where name = $1)::int as mails
       from pgboss.job
      where state = 'failed' and completed_on >= $3`,
    [QUEUE.mail, QUEUE.mailDead, since.toISOString()],
  );
  return rows[0] as { jobs: number; mails: number };
}

// --- The console's view of failures (issue 36) ---

/** `failed`: a job that failed its every try (its queue keeps it); `dead`: a mail's dead letter (`mail-dead`, never worked). */
export type FailedJobState = 'failed' | 'dead';

export type FailedJob = {
  id: string;
  name: QueueName;
  state: FailedJobState;
  data: Record<string, unknown>;
  error: string | null;
  attempts: number;
  createdAt: string;
  failedAt: string;
};

type JobRow = {
  id: string;
  name: QueueName;
  state: string;
  data: Record<string, unknown> | null;
  output: unknown;
  retry_count: number;
  retry_limit: number;
  created_on: string | Date;
  completed_on: string | Date | null;
};

const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

/** The error pg-boss kept as a job's output (`{message}`, or `{value: {message}}` on a timeout). */
function errorOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return output == null ? null : String(output);
  const o = output as { message?: unknown; value?: { message?: unknown } };
  const message = o.message ?? o.value?.message;
  return typeof message === 'string' ? message : JSON.stringify(output).slice(0, 500);
}

function toFailedJob(r: JobRow): FailedJob {
  const dead = r.name === QUEUE.mailDead;
  return {
    id: r.id,
    name: r.name,
    state: dead ? 'dead' : 'failed',
    data: r.data ?? {},
    error: errorOf(r.output),
    // A dead letter is a copy made when its mail failed its last try (its retry limit copied): that mail's tries.
    attempts: (dead ? Number(r.retry_limit) : Number(r.retry_count)) + 1,
    createdAt: iso(r.created_on)!,
    failedAt: iso(r.completed_on ?? r.created_on)!,
  };
}

/**
 * A failed mail is shown by its dead letter (pg-boss writes one when the mail fails its last try),
 * not twice: the failed jobs of every other queue, and the dead letters.
 */
const FAILED_WHERE = `((state = 'failed' and name <> '${QUEUE.mail}' and name <> '${QUEUE.mailDead}') or (name = '${QUEUE.mailDead}' and state = 'created'))`;
const JOB_COLUMNS = 'id::text as id, name, state::text as state, data, output, retry_count, retry_limit, created_on, completed_on';

/** The failed and dead jobs, newest first (at most `limit`), of one state and/or queue when asked. */
export async function failedJobs(filter: { state?: FailedJobState; name?: QueueName; limit?: number } = {}): Promise<FailedJob[]> {
  const { jobs } = await jobsDatabase();
  const where = [FAILED_WHERE];
  const values: unknown[] = [];
  if (filter.state === 'dead') where.push(`name = '${QUEUE.mailDead}'`);
  if (filter.state === 'failed') where.push(`name <> '${QUEUE.mailDead}'`);
  if (filter.name) {
    values.push(filter.name);
    where.push(`name = $${values.length}`);
  }
  values.push(filter.limit ?? 200);
  const { rows } = await jobs.executeSql(
    `select ${JOB_COLUMNS} from pgboss.job where ${where.join(' and ')} order by coalesce(completed_on, created_on) desc, id limit $${values.length}`,
    values,
  );
  return (rows as JobRow[]).map(toFailedJob);
}

/** One failed or dead job, read inside `tx` and locked, or null (a job running, done, or gone). */
export async function lockFailedJob(tx: Executor, id: string): Promise<FailedJob | null> {
  const { rows } = (await tx.execute(
    sql`select ${sql.raw(JOB_COLUMNS)} from pgboss.job where id = ${id}::uuid and ${sql.raw(FAILED_WHERE)} for update`,
  )) as unknown as { rows: JobRow[] };
  return rows[0] ? toFailedJob(rows[0]) : null;
}

/**
 * Runs a failed or dead job again, inside `tx`: a failed job gets one more try on its queue (as
 * pg-boss's retry does); a dead letter is sent again as a new `mail` job with its data (its
 * idempotency key stays in the data, so a mail that went out after all is not sent twice) and
 * leaves the dead letters. Answers the job now waiting.
 */
export async function retryFailedJob(tx: Executor, job: FailedJob): Promise<{ id: string; name: QueueName }> {
  if (job.state === 'dead') {
    const id = await (await sender()).send(QUEUE.mail, job.data, { db: onExecutor(tx) });
    await deleteJob(tx, job);
    return { id: id!, name: QUEUE.mail };
  }
  // pg-boss's own retry (its statement binds the ids as an array, which our executor does not).
  await tx.execute(
    sql`update pgboss.job set state = 'retry', retry_limit = retry_limit + 1 where name = ${job.name} and id = ${job.id}::uuid and state = 'failed'`,
  );
  return { id: job.id, name: job.name };
}

const deleteJob = (tx: Executor, job: FailedJob) => tx.execute(sql`delete from pgboss.job where name = ${job.name} and id = ${job.id}::uuid`);

/** Removes a failed or dead job for good, inside `tx`. */
export async function discardFailedJob(tx: Executor, job: FailedJob): Promise<void> {
  await deleteJob(tx, job);
}

/** Mail in the last 24 hours: dead letters written, mails failing and waiting for a retry now. */
export async function mailFailureCounts(): Promise<{ dead: number; retrying: number }> {
  const { jobs } = await jobsDatabase();
  const { rows } = await jobs.executeSql(
    `select count(*) filter (where name = $1 and state = 'created' and created_on > now() - interval '24 hours')::int as dead,
            count(*) filter (where name = $2 and state = 'retry' and created_on > now() - interval '24 hours')::int as retrying
       from pgboss.job where name in ($1, $2)`,
    [QUEUE.mailDead, QUEUE.mail],
  );
  return rows[0] as { dead: number; retrying: number };
}
