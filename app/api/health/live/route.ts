import { route } from '@/lib/route';

export const dynamic = 'force-dynamic';

// Liveness: the process is up and answers (no database, no other I/O). A load balancer or an
// orchestrator restarts the process when this stops answering; readiness is /api/health/ready.
export const GET = route({ auth: 'none' }, async () =>
  Response.json({ status: 'ok', checks: { process: 'ok' } }, { headers: { 'Cache-Control': 'no-store' } }),
);
