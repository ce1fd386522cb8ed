import 'server-only';
import { z } from '@/lib/zod';
import { idString, type RouteOperations } from '@/lib/openapi/operation';
import { FIGURES, csvAnswer, daily, figures, personJson, range, collaborationStatus } from '@/lib/reports/json-schemas';
import { collaborationLookupSchema } from '@/lib/collaborations/schemas';
import { reportQuerySchema } from '@/lib/reports/schemas';

const collaborationReport = z.object({
  collaboration: z.object({ _id: idString, status: collaborationStatus, campaignId: idString, campaignName: z.string(), creator: personJson }),
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
    params: collaborationLookupSchema,
    query: reportQuerySchema,
    ok: [{ status: 200, description: 'The report', schema: collaborationReport }, csvAnswer],
    errors: [404],
  },
};
