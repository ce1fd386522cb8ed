import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/health/route';
import { GET as live } from '@/app/api/health/live/route';
import { GET as ready } from '@/app/api/health/ready/route';
import { closeDatabase, getDb, setDatabaseFactory } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { startWorkers, stopWorkers } from '@/lib/jobs/workers';
import { call } from './../helpers/http';
import { freePort } from './../helpers/free-port';

describe('GET /api/health/live and /api/health/ready', () => {
  const setEnv = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvForTests();
  };
  afterEach(() => setEnv({ WORKERS: undefined, REDIS_URL: undefined }));

  it('live answers ok without touching the database', async () => {
    await getDb();
    const kept = setDatabaseFactory(() => new Promise(() => {}));
    const started = Date.now();
    const { status, data, headers } = await call(live).finally(() => {
      setDatabaseFactory(() => kept!);
    });
    expect(status).toBe(200);
    expect(data).toEqual({ status: 'ok', checks: { process: 'ok' } });
    expect(headers.get('cache-control')).toBe('no-store');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('ready answers ok when the database answers and every migration is applied (Redis and the queue skipped when not configured here)', async () => {
    setEnv({ WORKERS: '0' });
    const { status, data } = await call(ready);
    expect(status).toBe(200);
    expect(data).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', redis: 'skipped', queue: 'skipped' } });
  });

  it('ready answers 503 within a second when the database hangs', async () => {
    setEnv({ WORKERS: '0' });
    await getDb();
    const kept = setDatabaseFactory(() => new Promise(() => {}));
    const started = Date.now();
    const { status, data, headers } = await call(ready).finally(() => {
      setDatabaseFactory(() => kept!);
    });
    expect(Date.now() - started).toBeLessThan(1_200);
    expect(status).toBe(503);
    expect(headers.get('retry-after')).toBe('2');
    expect(data).toMatchObject({
      status: 'unavailable',
      code: 'unavailable',
      checks: { database: 'failed', migrations: 'failed', redis: 'skipped', queue: 'skipped' },
    });
    expect(data.message).toMatch(/^Not ready: database \(no answer within \d+ ms\), migrations/);
  });

  it('ready answers 503 naming a committed migration the database lacks', async () => {
    setEnv({ WORKERS: '0' });
    const db = await getDb();
    type Row = { id: number; hash: string; created_at: string };
    const { rows } = (await db.execute(sql`select * from drizzle.__drizzle_migrations order by created_at desc limit 1`)) as unknown as { rows: Row[] };
    const last = rows[0]!;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    const { status, data } = await call(ready).finally(async () => {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`);
    });
    expect(status).toBe(503);
    expect(data.checks).toEqual({ database: 'ok', migrations: 'failed', redis: 'skipped', queue: 'skipped' });
    const journal = JSON.parse(fs.readFileSync('drizzle/meta/_journal.json', 'utf8')) as { entries: { tag: string }[] };
    expect(data.message).toBe(`Not ready: migrations (1 not applied (${journal.entries.at(-1)!.tag}))`);
  });

  it('ready checks Redis when REDIS_URL is set', async () => {
    setEnv({ WORKERS: '0', REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const { status, data } = await call(ready);
    expect(status).toBe(503);
    expect(data.checks).toMatchObject({ database: 'ok', redis: 'failed' });
    expect(data.message).toMatch(/^Not ready: redis \(/);
  });

  it('ready checks this process’s queue workers when WORKERS=1: 503 until they run, again once they stop', async () => {
    setEnv({ WORKERS: '1' });
    expect((await call(ready)).data).toMatchObject({ checks: { queue: 'failed' }, message: 'Not ready: queue (workers not running)' });
    await startWorkers();
    try {
      const { status, data } = await call(ready);
      expect(status).toBe(200);
      expect(data.checks).toEqual({ database: 'ok', migrations: 'ok', redis: 'skipped', queue: 'ok' });
    } finally {
      await stopWorkers();
    }
    expect((await call(ready)).status).toBe(503);
  });
});

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const res = await GET();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', clicks: { buffered: 0, max: 50_000, dropped: 0 } });
  });

  it('answers 503 when the database does not answer', async () => {
    await closeDatabase();
    setDatabaseFactory(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    });
    const res = await GET();
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.message).toMatch(/database/i);
    expect(body.code).toBe('unavailable');
    expect(body.clicks).toEqual({ buffered: 0, max: 50_000, dropped: 0 });
  });
});
