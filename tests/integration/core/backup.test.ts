import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup, restoreBackup, type Target } from '@/lib/backup';
import { openPglite, openPostgres } from '@/lib/db';
import { env } from '@/lib/env';

// `npm run backup` / `npm run restore` (lib/backup.ts): the demo data, seeded by the seed script
// into a database of its own, goes through a backup and a restore into an empty database on the
// database kind of this run (PGlite, or PostgreSQL with DATABASE_URL). Every table keeps its row
// count, a few tables their exact rows (a checksum), the uploads their bytes; a second restore
// into the now full database is refused and changes nothing.

const run = promisify(execFile);
const pgUrl = process.env.DATABASE_URL;
const root = path.join(env().DATA_DIR, `backup-${crypto.randomBytes(4).toString('hex')}`);
const dropAfter: string[] = [];

function databaseAt(name: string): string {
  const u = new URL(pgUrl!);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(sql: string) {
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** A new empty place for a database and its uploads (a new PostgreSQL database on a PostgreSQL run). */
async function emptyTarget(name: string): Promise<Target> {
  const dir = path.join(root, name);
  const target: Target = { pgliteDir: path.join(dir, 'pglite'), uploadsDir: path.join(dir, 'uploads') };
  if (pgUrl) {
    const db = `bk_${name}_${crypto.randomBytes(4).toString('hex')}`;
    await admin(`CREATE DATABASE ${db}`);
    dropAfter.push(db);
    target.databaseUrl = databaseAt(db);
  }
  return target;
}

const CHECKSUMMED = ['brands', 'creators', 'campaigns', 'participation_requests', 'messages', 'payments'];

type Snapshot = { counts: Record<string, number>; checksums: Record<string, string> };

async function snapshot(t: Target): Promise<Snapshot> {
  const handle = t.databaseUrl ? await openPostgres(t.databaseUrl) : await openPglite(t.pgliteDir);
  try {
    const q = async <R>(text: string) => (await handle.jobs.executeSql(text, [])).rows as R[];
    const tables = await q<{ name: string }>(
      `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
        where table_schema in ('public', 'drizzle', 'pgboss') and table_type = 'BASE TABLE' order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) counts[name] = (await q<{ n: number }>(`select count(*)::int as n from ${name}`))[0]!.n;
    const checksums: Record<string, string> = {};
    for (const table of CHECKSUMMED) {
      checksums[table] = (await q<{ sum: string }>(`select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as sum from ${table} t`))[0]!.sum;
    }
    return { counts, checksums };
  } finally {
    await handle.close();
  }
}

function files(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const p = path.join(dir, name);
    if (fs.statSync(p).isFile()) out[name] = crypto.createHash('sha256').update(fs.readFileSync(p)).digest('hex');
  }
  return out;
}

afterAll(async () => {
  for (const db of dropAfter) await admin(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  fs.rmSync(root, { recursive: true, force: true });
});

describe(`backup and restore (${pgUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('round-trips the seeded demo data: every table’s rows, checksums and the uploads; a full database is refused', { timeout: 300_000 }, async () => {
    const source = await emptyTarget('source');
    const seedEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.dirname(source.pgliteDir), UPLOADS_DIR: source.uploadsDir, LOG_LEVEL: 'silent' };
    if (source.databaseUrl) seedEnv.DATABASE_URL = source.databaseUrl;
    await run(path.join('node_modules', '.bin', 'tsx'), ['--conditions=react-server', 'scripts/seed.mts'], { env: seedEnv, timeout: 240_000 });

    const before = await snapshot(source);
    expect(before.counts['public.brands']).toBeGreaterThan(0);
    expect(before.counts['public.messages']).toBeGreaterThan(0);
    expect(before.counts['drizzle.__drizzle_migrations']).toBeGreaterThan(0);
    const uploads = files(source.uploadsDir);
    expect(Object.keys(uploads).length).toBeGreaterThan(0);

    const file = await createBackup(source, path.join(root, 'backups'), new Date('2026-03-04T05:06:07Z'));
    expect(path.basename(file)).toBe('collabmarket-20260304-050607Z.tar.gz');

    const target = await emptyTarget('target');
    const manifest = await restoreBackup(file, target);
    expect(manifest).toMatchObject({ database: pgUrl ? 'postgres' : 'pglite', uploads: Object.keys(uploads).length });
    expect(await snapshot(target)).toEqual(before);
    expect(files(target.uploadsDir)).toEqual(uploads);

    // Into a database that is not empty: refused before anything is written.
    const full = { ...target, uploadsDir: path.join(root, 'other-uploads') };
    await expect(restoreBackup(file, full)).rejects.toThrow(/database is not empty/);
    expect(fs.existsSync(full.uploadsDir)).toBe(false);
    expect(await snapshot(target)).toEqual(before);
  });

  it('refuses a file that is not a backup, and an uploads folder that is not empty', async () => {
    const target = await emptyTarget('refused');
    const bogus = path.join(root, 'bogus.tar.gz');
    fs.mkdirSync(path.join(root, 'bogus'), { recursive: true });
    fs.writeFileSync(path.join(root, 'bogus', 'notes.txt'), 'hello');
    await run('tar', ['-czf', bogus, '-C', path.join(root, 'bogus'), 'notes.txt']);
    await expect(restoreBackup(bogus, target)).rejects.toThrow(/not a CollabMarket backup/);
    await expect(restoreBackup(path.join(root, 'missing.tar.gz'), target)).rejects.toThrow(/No backup at/);

    const source = await emptyTarget('small');
    fs.mkdirSync(source.uploadsDir, { recursive: true });
    fs.writeFileSync(path.join(source.uploadsDir, 'a.webp'), 'x');
    if (!source.databaseUrl) await (await openPglite(source.pgliteDir)).close();
    const file = await createBackup(source, path.join(root, 'backups-small'));
    fs.mkdirSync(target.uploadsDir, { recursive: true });
    fs.writeFileSync(path.join(target.uploadsDir, 'kept.webp'), 'y');
    await expect(restoreBackup(file, target)).rejects.toThrow(/uploads folder .* is not empty/);
    expect(fs.readdirSync(target.uploadsDir)).toEqual(['kept.webp']);
  });
});
