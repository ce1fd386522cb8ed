import 'server-only';
import { env, EnvError } from '@/lib/env';
import { ready } from '@/lib/db';
import { startPageCacheListener } from '@/lib/page-cache/invalidate';
import { startDigestSweep } from '@/lib/participation/digest';
import { startClickListener } from '@/lib/tracking/clicks';

/** Server start (Node.js only): refuse bad settings by name, open and migrate the database, hear other servers' page invalidations and questions about buffered clicks, send due request digests. */
export async function startServer() {
  try {
    env();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await ready();
  await startPageCacheListener();
  await startClickListener();
  startDigestSweep();
}
