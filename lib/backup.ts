import 'server-only';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openPglite, openPostgres } from '@/lib/db';

const run = promisify(execFile);

/*
 * Backups (`npm run backup`, `npm run restore <file>`): one dated .tar.gz holding a manifest, the
 * database and the uploads folder. PostgreSQL is dumped with `pg_dump -Fc` (one consistent
 * snapshot while the site runs) and restored with `pg_restore`; PGlite with its own dump of the
 * data directory (`dumpDataDir`), taken with the server stopped (PGlite is one process's). A
 * restore goes into an empty database and an empty uploads folder only: it never merges.
 */

/** Where a backup comes from or a restore goes: PostgreSQL when `databaseUrl` is set, else PGlite in `pgliteDir`. */
export type Target = { databaseUrl?: string; pgliteDir: string; uploadsDir: string };

type Manifest = { format: 1; app: 'collabmarket'; createdAt: string; database: 'postgres' | 'pglite'; uploads: number };

const MANIFEST = 'manifest.json';
const PG_DUMP = 'database.pgdump';
const PGLITE_DUMP = 'pglite.tar.gz';
const UPLOADS = 'uploads';

/** libpq's settings for a URL, the password in PGPASSWORD rather than on the command line (where `ps` shows it). */
function pgEnv(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(databaseUrl);
  const password = decodeURIComponent(u.password);
  u.password = '';
  // eslint-disable-next-line no-restricted-properties -- the child's environment (PATH, locale), not a setting
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { url: u.toString(), env };
}

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
    .replace('T', '-');

/** Writes `collabmarket-<UTC date and time>.tar.gz` into `outDir` (made if missing); answers its path. */
export async function createBackup(from: Target, outDir: string, now = new Date()): Promise<string> {
  fs.mkdirSync(outDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-backup-'));
  try {
    if (from.databaseUrl) {
      const { url, env } = pgEnv(from.databaseUrl);
      await run('pg_dump', ['-Fc', '--no-owner', '--no-privileges', '-f', path.join(staging, PG_DUMP), '--dbname', url], { env });
    } else {
      if (!fs.existsSync(from.pgliteDir)) throw new Error(`No PGlite database at ${from.pgliteDir}`);
      const handle = await openPglite(from.pgliteDir);
      try {
        const client = (handle.db as unknown as { $client: { dumpDataDir: (c: 'gzip') => Promise<Blob> } }).$client;
        fs.writeFileSync(path.join(staging, PGLITE_DUMP), Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
      } finally {
        await handle.close();
      }
    }
    const uploads = path.join(staging, UPLOADS);
    if (fs.existsSync(from.uploadsDir)) fs.cpSync(from.uploadsDir, uploads, { recursive: true });
    else fs.mkdirSync(uploads);
    const manifest: Manifest = {
      format: 1,
      app: 'collabmarket',
      createdAt: now.toISOString(),
      database: from.databaseUrl ? 'postgres' : 'pglite',
      uploads: countFiles(uploads),
    };
    fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    let file = path.join(outDir, `collabmarket-${stamp(now)}.tar.gz`);
    for (let n = 2; fs.existsSync(file); n++) file = path.join(outDir, `collabmarket-${stamp(now)}-${n}.tar.gz`);
    await run('tar', ['-czf', file, '-C', staging, MANIFEST, from.databaseUrl ? PG_DUMP : PGLITE_DUMP, UPLOADS]);
    return file;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Tables in the database outside PostgreSQL's own schemas (an empty database has none). */
async function tableCount(databaseUrl: string): Promise<number> {
  const handle = await openPostgres(databaseUrl);
  try {
    const { rows } = await handle.jobs.executeSql(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`,
    );
    return (rows[0] as { n: number }).n;
  } finally {
    await handle.close();
  }
}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/**
 * Restores `file` (made by createBackup) into `to`: refuses unless its database is empty (no
 * table; for PGlite, no data directory or an empty one) and its uploads folder is empty, and
 * unless the backup is of the same kind of database. Answers the backup's manifest.
 */
export async function restoreBackup(file: string, to: Target): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-restore-'));
  try {
    await run('tar', ['-xzf', file, '-C', staging]);
    const manifestPath = path.join(staging, MANIFEST);
    if (!fs.existsSync(manifestPath)) throw new Error(`${file} is not a CollabMarket backup (no ${MANIFEST})`);
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
    if (manifest.app !== 'collabmarket' || manifest.format !== 1) throw new Error(`${file} is not a CollabMarket backup this version can read`);
    const want = to.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== want)
      throw new Error(`This backup is of a ${manifest.database} database; the configured database is ${want} (set or unset DATABASE_URL)`);
    const emptyDatabase = to.databaseUrl ? (await tableCount(to.databaseUrl)) === 0 : isEmptyDir(to.pgliteDir);
    if (!emptyDatabase) throw new Error('The database is not empty: restore into a newly created, empty database (PGlite: an empty data folder)');
    if (!isEmptyDir(to.uploadsDir)) throw new Error(`The uploads folder ${to.uploadsDir} is not empty: restore into an empty one`);
    if (to.databaseUrl) {
      const { url, env } = pgEnv(to.databaseUrl);
      await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--dbname', url, path.join(staging, PG_DUMP)], {
        env,
      });
    } else {
      const dump = new Blob([fs.readFileSync(path.join(staging, PGLITE_DUMP))]);
      const handle = await openPglite(to.pgliteDir, dump);
      await handle.close();
    }
    fs.mkdirSync(to.uploadsDir, { recursive: true });
    fs.cpSync(path.join(staging, UPLOADS), to.uploadsDir, { recursive: true });
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
