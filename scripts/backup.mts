import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '@/lib/backup';
import { env } from '@/lib/env';

// `npm run backup [-- --out <folder>]`: the database (pg_dump -Fc, or PGlite's own dump: stop the
// server first) and the uploads into one dated .tar.gz in --out (default ./backups).
const { values } = parseArgs({ options: { out: { type: 'string', short: 'o', default: './backups' } } });
const e = env();
const file = await createBackup(
  { databaseUrl: e.DATABASE_URL, pgliteDir: path.join(e.DATA_DIR, 'pglite'), uploadsDir: e.UPLOADS_DIR },
  path.resolve(values.out),
);
console.log(`backup written: ${file}`);
