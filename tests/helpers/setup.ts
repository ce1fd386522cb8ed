import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { afterAll, afterEach, inject, vi } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { closeDatabase, openPgliteFromDump, openPostgres, setDatabaseFactory } from '@/lib/db';

// Each test file gets its own database (restored from the migrated template on first use)
// and its own folders for uploads and both outboxes.
const fileDir = path.join(inject('tmpRoot'), crypto.randomBytes(6).toString('hex'));
fs.mkdirSync(fileDir, { recursive: true });
process.env.DATA_DIR = fileDir;
process.env.UPLOADS_DIR = path.join(fileDir, 'uploads');
process.env.MAIL_OUTBOX_DIR = path.join(fileDir, 'outbox');
process.env.SMS_OUTBOX_DIR = path.join(fileDir, 'sms-outbox');
delete process.env.SMTP_URL;
resetEnvForTests();

// Server actions read next/headers and revalidate through next/cache: stand-ins, set per call by callAction().
vi.mock('next/headers', async () => (await import('./action-request')).nextHeaders);
vi.mock('next/cache', async () => (await import('./action-request')).nextCache);

// Two queries at once on one connection (a transaction's, say, under Promise.all): pg queues them
// and warns once per process; the test that caused it fails, so the cause is found where it is.
let overlapped: Error | undefined;
const onWarning = (w: Error) => {
  if (/already executing a query/.test(w.message)) overlapped = w;
};
process.on('warning', onWarning);
afterEach(() => {
  const w = overlapped;
  overlapped = undefined;
  if (w) throw new Error(`Two queries ran at once on one database connection (await them in turn): ${w.message}`);
});
afterAll(() => {
  process.off('warning', onWarning);
});

let dropDb: (() => Promise<void>) | undefined;

setDatabaseFactory(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump = fs.readFileSync(inject('pgliteDump'));
    return openPgliteFromDump(new Blob([dump]));
  }
  const pg = (await import('pg')).default;
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  dropDb = async () => {
    const a = new pg.Client({ connectionString: url });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  };
  const u = new URL(url);
  u.pathname = `/${name}`;
  return openPostgres(u.toString());
});

afterAll(async () => {
  await closeDatabase();
  await dropDb?.();
});
