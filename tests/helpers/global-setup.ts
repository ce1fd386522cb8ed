import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
    tmpRoot: string;
  }
}

// Migrates once per run: a PGlite dump (restored per test file) and, with DATABASE_URL, a
// PostgreSQL template database (copied per test file).
export default async function setup(project: TestProject) {
  (process.env as Record<string, string>).NODE_ENV = 'test';
  process.env.JWT_ACCESS_SECRET ??= 'test-access-secret-0123456789-abcdefghijklmnop';
  process.env.JWT_REFRESH_SECRET ??= 'test-refresh-secret-0123456789-abcdefghijklmnop';
  process.env.TRACKING_SECRET ??= 'test-tracking-secret-0123456789-abcdefghijklmnop';
  process.env.PAYMENT_WEBHOOK_SECRET ??= 'test-payment-webhook-secret-0123456789-abcdefgh';
  const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-test-'));
  process.env.DATA_DIR = tmpRoot;
  const { openPglite, migrateHandle, openPostgres } = await import('../../lib/db');
  let pgTemplate = '';
  let pgliteDump = '';
  const url = process.env.DATABASE_URL;
  if (url) {
    const pg = (await import('pg')).default;
    pgTemplate = `tmpl_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pgTemplate}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${pgTemplate}`;
    const handle = await openPostgres(u.toString());
    await migrateHandle(handle);
    await handle.close();
  } else {
    const handle = await openPglite(undefined);
    await migrateHandle(handle);
    const client = (handle.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    pgliteDump = path.join(tmpRoot, 'template.tar');
    fs.writeFileSync(pgliteDump, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
  }
  project.provide('pgliteDump', pgliteDump);
  project.provide('pgTemplate', pgTemplate);
  project.provide('tmpRoot', tmpRoot);
  return async () => {
    if (url && pgTemplate) {
      const pg = (await import('pg')).default;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${pgTemplate} WITH (FORCE)`);
      await admin.end();
    }
    fs.rmSync(tmpRoot, { recursive: true, force: true });
  };
}
