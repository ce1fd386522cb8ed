import { databaseIsUp } from '@/lib/db';
import { withApiHeaders } from '@/lib/route';

export const dynamic = 'force-dynamic';

export async function GET() {
  if (await databaseIsUp()) return withApiHeaders(Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } }));
  return withApiHeaders(
    Response.json(
      { status: 'unavailable', code: 'unavailable', message: 'Database is not answering' },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '2' } },
    ),
  );
}
