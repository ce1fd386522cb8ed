import { route } from '@/lib/route';
import { brandReportQuerySchema } from '@/lib/reports/schemas';
import { brandReport } from '@/lib/reports/service';
import { brandReportCsvResponse } from '@/lib/reports/csv';

/** Every campaign of the signed-in brand over a range: JSON, or CSV of the campaigns table or the daily series. */
export const GET = route({ auth: 'brand', query: brandReportQuerySchema }, async ({ actor, query }) => {
  const report = await brandReport(actor, query);
  return query.format === 'csv' ? brandReportCsvResponse(report, query.part) : report;
});
