import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { afterAll, inject } from 'vitest';
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
