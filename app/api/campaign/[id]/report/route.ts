import { campaignLookupSchema } from '@/lib/campaigns/schemas';
import { route } from '@/lib/route';
import { reportQuerySchema } from '@/lib/reports/schemas';
import { campaignReport } from '@/lib/reports/service';
import { reportCsvResponse } from '@/lib/reports/csv';

/** The campaign's report for its brand: JSON, or CSV of the creators table or the daily series. */
export const GET = route({ auth: 'brand', params: campaignLookupSchema, query: reportQuerySchema }, async ({ actor, params: p, query }) => {
  const report = await campaignReport(actor, p.id, query);
  return query.format === 'csv' ? reportCsvResponse(report, query.part) : report;
});
