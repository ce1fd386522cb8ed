import { openDatabase } from '@/lib/db';

// Applies committed migrations to the configured database, then exits.
const handle = await openDatabase();
console.log(`migrations applied (${handle.kind})`);
await handle.close();
