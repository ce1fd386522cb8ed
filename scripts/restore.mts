import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '@/lib/backup';
import { env } from '@/lib/env';

// `npm run restore <file>`: a backup of `npm run backup` into the configured database, which must
// be empty (a newly created PostgreSQL database, or no PGlite data yet), and the empty uploads folder.
const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error('usage: npm run restore <backup file>');
  process.exit(2);
}
const e = env();
try {
  const manifest = await restoreBackup(path.resolve(positionals[0]!), {
    databaseUrl: e.DATABASE_URL,
    pgliteDir: path.join(e.DATA_DIR, 'pglite'),
    uploadsDir: e.UPLOADS_DIR,
  });
  console.log(`restored the ${manifest.database} backup of ${manifest.createdAt} (${manifest.uploads} uploads)`);
} catch (err) {
  console.error(`restore refused or failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
