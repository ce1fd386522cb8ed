import { route } from '@/lib/route';
import { authorizeScrape, renderMetrics } from '@/lib/metrics/scrape';

export const dynamic = 'force-dynamic';

// Prometheus scrapes (lib/metrics/scrape.ts): only with `Authorization: Bearer <METRICS_TOKEN>`;
// without the setting, the route is not there (404).
export const GET = route({ auth: 'none' }, async ({ req }) => {
  authorizeScrape(req.headers.get('authorization'));
  const { contentType, body } = await renderMetrics();
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
});
