// `npm run worker`: only the job queue's workers (mails, request digests, scheduled jobs), no web
// server, for an operator who runs them apart (the web servers then run with WORKERS=0). Opens and
// migrates the configured PostgreSQL database; SIGTERM or SIGINT lets the jobs in hand finish,
// hands back any left (another worker takes them) and exits.
import { env, settingsOrExit } from '@/lib/env';
import { closeDatabase, ready } from '@/lib/db';
import { startWorkers } from '@/lib/jobs/workers';
import { onStop, stopAll } from '@/lib/lifecycle';

settingsOrExit();
if (!env().DATABASE_URL) {
  console.error(
    'npm run worker needs DATABASE_URL (PostgreSQL). On PGlite only one process may open the data folder: there `npm start` runs the workers itself (leave WORKERS unset or 1).',
  );
  process.exit(1);
}
await ready();
onStop('database', 'database', closeDatabase);
await startWorkers();
console.log('queue workers running (SIGTERM stops them)');
for (const [signal, code] of [
  ['SIGTERM', 143],
  ['SIGINT', 130],
] as const) {
  process.once(signal, () => {
    void stopAll().finally(() => process.exit(code));
  });
}
