import { readiness } from '@/lib/health';
import { route } from '@/lib/route';

export const dynamic = 'force-dynamic';

// Readiness: 200 while this server can serve (database, migrations, Redis when set, the queue's
// workers), else 503 naming the checks that failed. Each check is bounded (lib/health.ts).
export const GET = route({ auth: 'none' }, async () => {
  const { ready, checks, failed } = await readiness();
  if (ready) return Response.json({ status: 'ok', checks }, { headers: { 'Cache-Control': 'no-store' } });
  return Response.json(
    {
      status: 'unavailable',
      code: 'unavailable',
      message: `Not ready: ${failed.map((f) => `${f.check} (${f.reason})`).join(', ')}`,
      checks,
    },
    { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '2' } },
  );
});
