import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, inject } from 'vitest';
import { closeDatabase, databaseUrl, openPglite, setDatabaseFactory } from '@/lib/db';
import { env } from '@/lib/env';

// A command-line script (scripts/*.mts) run in its own process against the calling test file's
// database, as an operator runs it beside the server. PGlite has one process per data folder (a
// second one would neither lock it nor see the first's writes): there the file's database lives in
// a data folder, closed while the command runs, as a stopped server's would be.

const run = promisify(execFile);

/** Call at the top of a test file that runs scripts: its PGlite database goes to a data folder. */
export function databaseInAFolder() {
  beforeAll(() => {
    if (process.env.DATABASE_URL) return;
    const dataDir = path.join(env().DATA_DIR, 'pglite');
    setDatabaseFactory(() => openPglite(dataDir, fs.existsSync(dataDir) ? undefined : new Blob([fs.readFileSync(inject('pgliteDump'))])));
  });
}

/** Runs `scripts/<script>.mts` with these arguments; its exit code and what it printed. */
export async function runScript(script: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const url = await databaseUrl();
  if (!url) await closeDatabase();
  try {
    const { stdout, stderr } = await run('npx', ['tsx', '--conditions=react-server', `scripts/${script}.mts`, ...args], {
      env: { ...process.env, DATABASE_URL: url ?? '', LOG_LEVEL: 'silent' },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}
