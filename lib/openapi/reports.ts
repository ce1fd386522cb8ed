import 'server-only';
import { z } from '@/lib/zod';
import { campaignIdSchema } from '@/lib/campaigns/schemas';
import { collaborationParamsSchema } from '@/lib/collaborations/schemas';
import { campaignStatuses, collaborationStatuses } from '@/models';
import { brandReportQuerySchema, conversionBodySchema, reportQuerySchema } from '@/lib/reports/schemas';
import { ATTRIBUTION_RULE, REPEAT_RULE, SUSPICIOUS_RULE } from '@/lib/reports/types';
import { idString, isoDate, type Operation } from './operation';

// Reports and sales (issue 16). Shapes follow lib/reports/types.ts and lib/reports/conversions.ts.

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ratio = z.number().nullable();
const figures = {
  clicks: z.int(),
  uniqueVisitors: z.int(),
  conversions: z.int(),
  revenue: z.number(),
  cost: z.number(),
  conversionRate: ratio,
  costPerClick: ratio,
  costPerSale: ratio,
  returnOnSpend: ratio,
};
const range = z.object({ from: day, to: day });
const daily = z.array(
  z.object({ date: day, clicks: z.int(), conversions: z.int(), revenue: z.number(), repeatClicks: z.int(), suspicious: z.boolean().describe(SUSPICIOUS_RULE) }),
);
const status = z.enum(collaborationStatuses);
const person = z.object({ _id: idString, name: z.string() });

const campaignReport = z.object({
  campaign: z.object({ _id: idString, campaignName: z.string(), destinationUrl: z.string().nullable() }),
  conversionKey: z.object({ hint: z.string(), createdAt: isoDate }).nullable(),
  range,
  totals: z.object(figures),
  daily,
  creators: z.array(z.object({ creator: person, collaborationId: idString, status, ...figures })),
  botClicks: z.int(),
});
const collaborationReport = z.object({
  collaboration: z.object({ _id: idString, status, campaignId: idString, campaignName: z.string(), creator: person }),
  range,
  totals: z.object(figures),
  daily,
  botClicks: z.int(),
});
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
const conversion = z.object({
  _id: idString,
  campaignId: idString,
  collaborationId: idString,
  orderId: z.string(),
  amount: z.number(),
  currency: z.literal('INR'),
  source: z.enum(['link', 'click', 'promo']),
  clickId: idString.nullable(),
  at: isoDate,
  day,
});
const conversionAnswer = z.object({ message: z.string(), conversion });

const FIGURES =
  'Money in rupees (stored in paise); days are India days, `from` and `to` included (default: the last 30 days ending today; at most 366). ' +
  'Cost is the campaign fee of each collaboration from active to completed (not split over days). Ratios are null when their divisor is 0. ' +
  `Bot and prefetch clicks are left out of every figure (\`botClicks\` counts them). ` +
  `${REPEAT_RULE} (\`repeatClicks\` of each day counts them; an IPv6 address counts by its /64.) ${SUSPICIOUS_RULE} ${ATTRIBUTION_RULE}`;
const csv = { status: 200, description: 'With `format=csv`: the table as CSV (attachment)', contentType: 'text/csv' } as const;

export const reportOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/campaign/{id}/report',
    tag: 'Reports',
    summary: 'A campaign’s report',
    description: `The owning brand: totals, the daily series and one row per creator. \`format=csv\` answers the creators table (\`part=creators\`, default) or the daily series (\`part=daily\`). ${FIGURES}`,
    access: 'brand',
    params: campaignIdSchema,
    query: reportQuerySchema,
    ok: [{ status: 200, description: 'The report', schema: campaignReport }, csv],
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/brand/report',
    tag: 'Reports',
    summary: 'Every campaign of the brand',
    description: `The signed-in brand: totals over all its campaigns, the daily series and one row per campaign (every campaign, those without a click included; \`collaborations\` counts those that reached active). \`format=csv\` answers the campaigns table (\`part=campaigns\`, default) or the daily series (\`part=daily\`). ${FIGURES}`,
    access: 'brand',
    query: brandReportQuerySchema,
    ok: [{ status: 200, description: 'The report', schema: brandReport }, csv],
    errors: [],
  },
  {
    method: 'get',
    path: '/api/collaborations/{id}/report',
    tag: 'Reports',
    summary: 'A collaboration’s report',
    description: `Its brand or its creator: the same figures for this collaboration. \`format=csv\` answers the daily series. ${FIGURES}`,
    access: 'any',
    params: collaborationParamsSchema,
    query: reportQuerySchema,
    ok: [{ status: 200, description: 'The report', schema: collaborationReport }, csv],
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/campaign/{id}/conversion-key',
    tag: 'Reports',
    summary: 'A new conversion key',
    description:
      'The owning brand. The key is answered this once (only its SHA-256 is kept); the previous key stops working at once. The shop’s server sends it to `POST /api/track/conversion`.',
    access: 'brand',
    params: campaignIdSchema,
    ok: [
      {
        status: 201,
        description: 'The new key',
        schema: z.object({ key: z.string(), conversionKey: z.object({ hint: z.string(), createdAt: isoDate }) }),
      },
    ],
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/track/conversion',
    tag: 'Reports',
    summary: 'Report a sale (server to server)',
    description:
      'The shop’s server, with `Authorization: Bearer <conversion key>` (the key names the campaign; no session, no CORS). ' +
      'Exactly one of `code` (the tracked link’s code), `clickId` (a click of the last 30 days) or `promoCode` (the creator’s code, any case); ' +
      '`orderId`; `amount` in rupees (at most 2 decimals); `currency` INR only. Idempotent by `orderId` within the campaign: a repeat answers 200 with the stored sale and counts once. ' +
      `At most 50 reports a second per key. ${ATTRIBUTION_RULE}`,
    access: 'conversionKey',
    body: { kind: 'json', schema: conversionBodySchema, maxBytes: 4096 },
    ok: [
      { status: 201, description: 'Recorded', schema: conversionAnswer },
      { status: 200, description: 'Already recorded (a repeat of the order): the stored sale', schema: conversionAnswer },
    ],
    errors: [404, 422],
    limited: true,
  },
];
