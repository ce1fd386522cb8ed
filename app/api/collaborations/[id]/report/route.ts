import { collaborationLookupSchema } from '@/lib/collaborations/schemas';
import { route } from '@/lib/route';
import { reportQuerySchema } from '@/lib/reports/schemas';
import { collaborationReport } from '@/lib/reports/service';
import { reportCsvResponse } from '@/lib/reports/csv';

/** One collaboration's report, for its brand or its creator: JSON, or its daily series as CSV. */
export const GET = route({ auth: 'any', params: collaborationLookupSchema, query: reportQuerySchema }, async ({ actor, params: p, query }) => {
  const report = await collaborationReport(actor, p.id, query);
  return query.format === 'csv' ? reportCsvResponse(report, 'daily') : report;
});
