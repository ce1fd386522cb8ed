import { databaseIsUp } from '@/lib/db';
import { withApiHeaders } from '@/lib/route';
import { clickStats } from '@/lib/tracking/clicks';

export const dynamic = 'force-dynamic';

// For load balancers and operators: up while the database answers. `clicks` is this server's click
// buffer (lib/tracking/clicks.ts): clicks waiting to be written, its bound (CLICK_BUFFER_MAX), and
// clicks answered but dropped since start because it was full.
export async function GET() {
  const clicks = clickStats();
  if (await databaseIsUp()) return withApiHeaders(Response.json({ status: 'ok', clicks }, { headers: { 'Cache-Control': 'no-store' } }));
  return withApiHeaders(
    Response.json(
      { status: 'unavailable', code: 'unavailable', message: 'Database is not answering', clicks },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '2' } },
    ),
  );
}
