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
