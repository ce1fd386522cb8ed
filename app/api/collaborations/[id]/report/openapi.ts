import 'server-only';
import { idString, type RouteOperations } from '@/lib/openapi/operation';
import { FIGURES, csv, daily, figures, person, range, status } from '@/lib/reports/json-schemas';
import { collaborationParamsSchema } from '@/lib/collaborations/schemas';
import { reportQuerySchema } from '@/lib/reports/schemas';
import { z } from '@/lib/zod';

const collaborationReport = z.object({
  collaboration: z.object({ _id: idString, status, campaignId: idString, campaignName: z.string(), creator: person }),
  range,
  totals: z.object(figures),
  daily,
  botClicks: z.int(),
});

export const openapi: RouteOperations = {
  GET: {
    tag: 'Reports',
    summary: 'A collaboration’s report',
    description: `Its brand or its creator: the same figures for this collaboration. \`format=csv\` answers the daily series. ${FIGURES}`,
    access: 'any',
    params: collaborationParamsSchema,
    query: reportQuerySchema,
    ok: [{ status: 200, description: 'The report', schema: collaborationReport }, csv],
    errors: [404],
  },
};
