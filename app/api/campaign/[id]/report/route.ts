import { z } from '@/lib/zod';
import { route } from '@/lib/route';
import { reportQuerySchema } from '@/lib/reports/schemas';
import { campaignReport } from '@/lib/reports/service';
import { reportCsvResponse } from '@/lib/reports/csv';

// Malformed ids are "not found" like unknown ones.
const params = z.object({ id: z.string() });

/** The campaign's report for its brand: JSON, or CSV of the creators table or the daily series. */
export const GET = route({ auth: 'brand', params, query: reportQuerySchema }, async ({ actor, params: p, query }) => {
  const report = await campaignReport(actor, p.id, query);
  return query.format === 'csv' ? reportCsvResponse(report, query.part) : report;
});
