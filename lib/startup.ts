import 'server-only';
import { env, settingsOrExit } from '@/lib/env';
import { ready } from '@/lib/db';
import { startPageCacheListener } from '@/lib/page-cache/invalidate';
import { startClickListener } from '@/lib/tracking/clicks';
import { startWorkers } from '@/lib/jobs/workers';

/**
 * Server start (Node.js only): refuse bad settings by name, open and migrate the database, hear
 * other servers' page invalidations and questions about buffered clicks, and (unless WORKERS=0)
 * run the job queue's workers in this process: the mails, the request digests and the other
 * scheduled jobs.
 */
export async function startServer() {
  settingsOrExit();
  await ready();
  await startPageCacheListener();
  await startClickListener();
  if (env().WORKERS !== '0') await startWorkers();
}
