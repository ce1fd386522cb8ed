import { route } from '@/lib/route';
import { csvDownload } from '@/lib/http/csv';
import { auditCsv, listAudit } from '@/lib/ops';
import { auditQuerySchema } from '@/lib/ops/schemas';

/** The audit log, newest first: a page of it, filtered; `?format=csv` downloads every match. */
export const GET = route({ auth: 'operator', query: auditQuerySchema }, async ({ query }) => {
  if (query.format === 'csv') return csvDownload(await auditCsv(query), `ops-audit-${new Date().toISOString().slice(0, 10)}.csv`);
  return listAudit(query);
});
