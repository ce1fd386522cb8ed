import 'server-only';
import { z } from '@/lib/zod';
import { ATTRIBUTION_RULE, REPEAT_RULE, SUSPICIOUS_RULE } from '@/lib/reports/types';
import { collaborationStatuses } from '@/models';
import { idString } from '@/lib/openapi/operation';

// The parts of the reports (issue 16) several routes answer, as the API reference describes them.
// They follow lib/reports/types.ts and lib/reports/conversions.ts.

export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const ratio = z.number().nullable();

export const figures = {
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

export const range = z.object({ from: day, to: day });

export const daily = z.array(
  z.object({ date: day, clicks: z.int(), conversions: z.int(), revenue: z.number(), repeatClicks: z.int(), suspicious: z.boolean().describe(SUSPICIOUS_RULE) }),
);

export const collaborationStatus = z.enum(collaborationStatuses);

export const personJson = z.object({ _id: idString, name: z.string() });

export const FIGURES =
  'Money in rupees (stored in paise); days are India days, `from` and `to` included (default: the last 30 days ending today; at most 366). ' +
  'Cost is the campaign fee of each collaboration from active to completed (not split over days). Ratios are null when their divisor is 0. ' +
  `Bot and prefetch clicks are left out of every figure (\`botClicks\` counts them). ` +
  `${REPEAT_RULE} (\`repeatClicks\` of each day counts them; an IPv6 address counts by its /64.) ${SUSPICIOUS_RULE} ${ATTRIBUTION_RULE}`;

export const csvAnswer = { status: 200, description: 'With `format=csv`: the table as CSV (attachment)', contentType: 'text/csv' } as const;
