import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '@/models';
import { env } from '@/lib/env';
import { onStop } from '@/lib/lifecycle';
import { log } from '@/lib/log';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; services accept Db | Tx wherever they can run inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/**
 * Called with each NOTIFY payload on a channel; `onLost` when the listening connection drops,
 * `onReconnect` when it is back (notifications may have been missed in between).
 */
type Listener = { onNotify: (payload: string) => void; onLost?: () => void; onReconnect?: () => void };

/** What pg-boss runs its SQL through (lib/jobs): the handle's own client, outside any transaction of ours. */
export type JobsDb = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

type Handle = {
  db: Db;
  jobs: JobsDb;
  close: () => Promise<void>;
  kind: 'pglite' | 'postgres';
  url?: string;
  /** PostgreSQL: the pool's connections (open, idle) and the clients waiting for one. */
  pool?: () => { total: number; idle: number; waiting: number };
  /** LISTEN on `channel` (PGlite: in process; PostgreSQL: one dedicated connection that reconnects). Resolves to unlisten. */
  listen: (channel: string, listener: Listener) => Promise<() => Promise<void>>;
};

const MIGRATIONS = path.join(/*turbopackIgnore: true*/ process.cwd(), 'drizzle');

// Next bundles route handlers and server components in separate layers, so this module can be
// loaded more than once in one server process. The handle lives on globalThis so every copy shares
// one database: two PGlite instances on one data directory would not see each other's writes.
type Store = { current?: Promise<Handle>; factory?: () => Promise<Handle>; generation?: number };
const store: Store = ((globalThis as { __collabmarketDb?: Store }).__collabmarketDb ??= {});

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Handle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  const db = drizzle({ client, schema }) as unknown as Db;
  const jobs: JobsDb = {
    // pg-boss's scripts without parameters may hold several statements (its maintenance runs
    // BEGIN; ...; COMMIT in one): those go through exec, which answers each statement's result.
    // A script that fails half-way must not leave PGlite's one connection inside an aborted
    // transaction: it is rolled back here.
    executeSql: async (text, values) => {
      if (values && values.length) return client.query(text, values);
      try {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (err) {
        if (client.isInTransaction()) await client.exec('ROLLBACK').catch(() => {});
        throw err;
      }
    },
  };
  return { db, jobs, kind: 'pglite', close: () => client.close(), listen: (channel, l) => client.listen(channel, l.onNotify) };
}

async function openPostgres(url: string): Promise<Handle> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30000 });
  const poolState = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  // An idle connection dropped (a database restart, a network cut): logged with the pool's state,
  // never thrown (an 'error' without a listener would crash the process); the pool replaces it.
  pool.on('error', (err) => log.warn({ err, pool: poolState() }, 'database: an idle pooled connection failed'));
  const db = drizzle({ client: pool, schema });
  const jobs: JobsDb = {
    // One pooled connection per call; a multi-statement script that fails inside its own
    // BEGIN is rolled back before the connection goes back to the pool.
    executeSql: async (text, values) => {
      const client = await pool.connect();
      try {
        return await client.query(text, values as unknown[]);
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
  };
  const listeners: (() => Promise<void>)[] = [];
  return {
    db,
    jobs,
    kind: 'postgres',
    url,
    pool: poolState,
    listen: async (channel, l) => {
      const stop = await listenPostgres(pg, url, channel, l, poolState);
      listeners.push(stop);
      return stop;
    },
    close: async () => {
      await Promise.all(listeners.splice(0).map((stop) => stop()));
      await pool.end();
    },
  };
}

/**
 * One connection outside the pool holds the LISTEN. When it drops (a database restart), it is
 * opened again with backoff and `onReconnect` tells the listener that notifications may have
 * been missed in between.
 */
async function listenPostgres(
  pg: typeof import('pg').default,
  url: string,
  channel: string,
  l: Listener,
  poolState: () => Record<string, number>,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: import('pg').Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async (attempt: number, again: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
    // Logged, not thrown: the connection then ends, and 'end' below reconnects.
    c.on('error', (err) => log.warn({ err, channel, pool: poolState() }, 'database: the listening connection failed'));
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) l.onNotify(n.payload);
    });
    c.on('end', () => {
      if (stopped || client !== c) return;
      client = undefined;
      l.onLost?.();
      retry = setTimeout(() => void connect(0, true), 200);
    });
    try {
      await c.connect();
      await c.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      if (stopped) return void (await c.end().catch(() => {}));
      client = c;
      if (again) l.onReconnect?.();
    } catch (err) {
      await c.end().catch(() => {});
      if (stopped) return;
      // The first attempt reports its failure to the caller; later ones keep trying.
      if (!again && attempt === 0) throw err;
      retry = setTimeout(() => void connect(attempt + 1, true), Math.min(5000, 200 * 2 ** attempt));
    }
  };
  await connect(0, false);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}

/**
 * Applies the committed migrations, then installs (or upgrades) the job queue's schema and its
 * queues (lib/jobs/schema.ts); safe to run any number of times, and by two servers at once on
 * PostgreSQL (one at a time, under an advisory lock).
 */
export async function migrateHandle(handle: Handle): Promise<void> {
  const { installJobs } = await import('@/lib/jobs/schema');
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS });
    await installJobs(handle.jobs);
    return;
  }
  // One migrator at a time across servers: a session advisory lock on a dedicated connection,
  // held over the queue's install too (two servers creating the queues at once deadlock).
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(72193401)');
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
    await installJobs(handle.jobs);
  } finally {
    await client.end();
  }
}

/** Opens the configured database (PGlite under DATA_DIR, or DATABASE_URL) and migrates it. */
export async function openDatabase(opts: { migrate?: boolean } = {}): Promise<Handle> {
  const e = env();
  const handle = e.DATABASE_URL ? await openPostgres(e.DATABASE_URL) : await openPglite(path.join(e.DATA_DIR, 'pglite'));
  if (opts.migrate !== false) await migrateHandle(handle);
  return handle;
}

/** Tests: an in-memory PGlite restored from a migrated template dump. */
export async function openPgliteFromDump(dump: Blob): Promise<Handle> {
  return openPglite(undefined, dump);
}

export { openPglite, openPostgres };

function handle(): Promise<Handle> {
  if (!store.current) {
    // The pool closes last at shutdown (lib/lifecycle.ts), after every part that writes.
    onStop('database', 'database', closeDatabase);
    store.current = (store.factory ? store.factory() : openDatabase()).catch((err) => {
      store.current = undefined;
      throw err;
    });
  }
  return store.current;
}

/** The process-wide database, opened and migrated on first use. */
export async function getDb(): Promise<Db> {
  return (await handle()).db;
}

/** Resolves once the database is open and migrated (server start). */
export async function ready(): Promise<void> {
  await handle();
}

/** The process-wide database's connection for the job queue (pg-boss), and which database it is. */
export async function jobsDatabase(): Promise<{ jobs: JobsDb; kind: Handle['kind'] }> {
  const h = await handle();
  return { jobs: h.jobs, kind: h.kind };
}

/** LISTEN on a channel of the process-wide database (see Handle.listen). */
export async function listen(channel: string, listener: Listener): Promise<() => Promise<void>> {
  return (await handle()).listen(channel, listener);
}

/** The PostgreSQL connection string in use (undefined on PGlite). */
export async function databaseUrl(): Promise<string | undefined> {
  return (await handle()).url;
}

/** The PostgreSQL pool's state (/metrics); undefined on PGlite or before the database is opened. */
export async function databasePoolState(): Promise<{ total: number; idle: number; waiting: number } | undefined> {
  if (!store.current) return undefined;
  return (await store.current).pool?.();
}

/**
 * The committed migrations (drizzle/meta/_journal.json) not applied to the database: drizzle's
 * migrator records each one's `when` as `created_at` in drizzle.__drizzle_migrations.
 */
export async function pendingMigrations(): Promise<string[]> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  const db = await getDb();
  const { rows } = (await db.execute(sql`select created_at from drizzle.__drizzle_migrations`)) as unknown as { rows: { created_at: string | number }[] };
  const applied = new Set(rows.map((r) => Number(r.created_at)));
  return journal.entries.filter((e) => !applied.has(e.when)).map((e) => e.tag);
}

/** True when the database answers a trivial query. */
export async function databaseIsUp(): Promise<boolean> {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Tests: open the database through this function, on first use only. Answers the handle it
 * replaces, left open (a test may "stop" the database with a failing factory, then give it back).
 */
export function setDatabaseFactory(fn: () => Promise<Handle>): Promise<Handle> | undefined {
  const replaced = store.current;
  store.factory = fn;
  store.current = undefined;
  store.generation = (store.generation ?? 0) + 1;
  return replaced;
}

/** Changes whenever the process-wide database is replaced or closed (listeners must listen again). */
export function databaseGeneration(): number {
  return store.generation ?? 0;
}

export async function closeDatabase(): Promise<void> {
  const h = store.current;
  store.current = undefined;
  store.generation = (store.generation ?? 0) + 1;
  if (h) await (await h).close();
}

/** Escapes LIKE's wildcards so a person's search text matches literally (backslash is the default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
