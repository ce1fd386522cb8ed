import 'server-only';
import { z } from '@/lib/zod';
import { idString, isoDate, type RouteOperations } from '@/lib/openapi/operation';
import { FIGURES, csvAnswer, daily, figures, personJson, range, collaborationStatus } from '@/lib/reports/json-schemas';
import { campaignLookupSchema } from '@/lib/campaigns/schemas';
import { reportQuerySchema } from '@/lib/reports/schemas';
import { CAMPAIGN_ID, CONVERSION_KEY, CREATOR_ID, NOW, REQUEST_ID, campaignFields } from '@/lib/openapi/examples';

const campaignReport = z.object({
  campaign: z.object({ _id: idString, campaignName: z.string(), destinationUrl: z.string().nullable() }),
  conversionKey: z.object({ hint: z.string(), createdAt: isoDate }).nullable(),
  range,
  totals: z.object(figures),
  daily,
  creators: z.array(z.object({ creator: personJson, collaborationId: idString, status: collaborationStatus, ...figures })),
  botClicks: z.int(),
});

const zeroDay = (date: string) => ({ date, clicks: 0, conversions: 0, revenue: 0, repeatClicks: 0, suspicious: false });

/** The example's figures: one sale of ₹1,499 and no clicks, for the campaign and its one creator alike. */
const ONE_SALE = {
  clicks: 0,
  uniqueVisitors: 0,
  conversions: 1,
  revenue: 1499,
  cost: 0,
  conversionRate: null,
  costPerClick: null,
  costPerSale: 0,
  returnOnSpend: null,
};

export const openapi: RouteOperations = {
  GET: {
    tag: 'Reports',
    summary: 'A campaign’s report',
    description: `The owning brand: totals, the daily series and one row per creator. \`format=csv\` answers the creators table (\`part=creators\`, default) or the daily series (\`part=daily\`). ${FIGURES}`,
    access: 'brand',
    params: campaignLookupSchema,
    query: reportQuerySchema,
    ok: [{ status: 200, description: 'The report', schema: campaignReport }, csvAnswer],
    errors: [404],
    examples: [
      {
        flow: 'conversions',
        step: 5,
        name: 'campaignReport',
        summary: 'The brand’s report of the campaign: the sale counts once (last 30 India days by default)',
        token: 'brandToken',
        params: { id: CAMPAIGN_ID },
        query: { from: '2026-11-22', to: '2026-11-24' },
        vary: { 'params.id': 'campaignId' },
        status: 200,
        response: {
          campaign: { _id: CAMPAIGN_ID, campaignName: campaignFields.campaignName, destinationUrl: null },
          conversionKey: { hint: CONVERSION_KEY.slice(-4), createdAt: NOW },
          range: { from: '2026-11-22', to: '2026-11-24' },
          totals: ONE_SALE,
          daily: [
            zeroDay('2026-11-22'),
            zeroDay('2026-11-23'),
            { date: '2026-11-24', clicks: 0, conversions: 1, revenue: 1499, repeatClicks: 0, suspicious: false },
          ],
          creators: [
            {
              creator: { _id: CREATOR_ID, name: 'Asha Rao' },
              collaborationId: REQUEST_ID,
              status: 'active',
              ...ONE_SALE,
            },
          ],
          botClicks: 0,
        },
      },
    ],
  },
};
