import 'server-only';
import { z } from '@/lib/zod';
import { idString, type RouteOperations } from '@/lib/openapi/operation';
import { FIGURES, csvAnswer, daily, figures, range } from '@/lib/reports/json-schemas';
import { brandReportQuerySchema } from '@/lib/reports/schemas';
import { campaignStatuses } from '@/models';

const brandReport = z.object({
  range,
  totals: z.object(figures),
  daily,
  campaigns: z.array(
    z.object({
      campaign: z.object({ _id: idString, campaignName: z.string(), status: z.enum(campaignStatuses) }),
      collaborations: z.int(),
      ...figures,
    }),
  ),
  botClicks: z.int(),
});

export const openapi: RouteOperations = {
  GET: {
    tag: 'Reports',
    summary: 'Every campaign of the brand',
    description: `The signed-in brand: totals over all its campaigns, the daily series and one row per campaign (every campaign, those without a click included; \`collaborations\` counts those that reached active). \`format=csv\` answers the campaigns table (\`part=campaigns\`, default) or the daily series (\`part=daily\`). ${FIGURES}`,
    access: 'brand',
    query: brandReportQuerySchema,
    ok: [{ status: 200, description: 'The report', schema: brandReport }, csvAnswer],
    errors: [],
  },
};
