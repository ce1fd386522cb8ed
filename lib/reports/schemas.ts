import { z } from '@/lib/zod';
import { isUuid } from '@/lib/uuid';

// The report's query (GET /api/campaign/{id}/report, GET /api/collaborations/{id}/report and the
// report pages) and the conversion a shop reports (POST /api/track/conversion).

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayField = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .regex(DAY, `${name} must be a date (YYYY-MM-DD)`)
    .refine((s) => isCalendarDay(s), `${name} is not a calendar day`)
    .refine((s) => s >= FIRST_REPORT_DAY && s <= LAST_REPORT_DAY, `${name} must be between ${FIRST_REPORT_DAY} and ${LAST_REPORT_DAY}`)
    .optional();

/** The days a report may name: PostgreSQL refuses year 0, and nothing was tracked before 2000. */
export const FIRST_REPORT_DAY = '2000-01-01';
export const LAST_REPORT_DAY = '2100-12-31';

/** True for a YYYY-MM-DD string naming a real day (not 2026-02-30). */
export function isCalendarDay(s: string): boolean {
  if (!DAY.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

export const reportQuerySchema = z.object({
  from: dayField('from'),
  to: dayField('to'),
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
  part: z.enum(['creators', 'daily'], { error: 'part must be creators or daily' }).default('creators'),
});

/** The brand's report of every campaign (GET /api/brand/report): its CSV parts are the campaigns or the days. */
export const brandReportQuerySchema = reportQuerySchema.extend({
  part: z.enum(['campaigns', 'daily'], { error: 'part must be campaigns or daily' }).default('campaigns'),
});

/** Largest sale one report may carry, in rupees (one crore): far above any order, well inside the column. */
const MAX_CONVERSION_RUPEES = 10_000_000;

export const conversionBodySchema = z
  .object({
    code: z.string({ error: 'code must be text' }).min(1, 'code is empty').max(64, 'code is too long').optional(),
    clickId: z.string({ error: 'clickId must be text' }).refine(isUuid, 'clickId is not a click id').optional(),
    promoCode: z.string({ error: 'promoCode must be text' }).trim().min(1, 'promoCode is empty').max(64, 'promoCode is too long').optional(),
    orderId: z.string({ error: 'orderId is required (text)' }).trim().min(1, 'orderId is required').max(200, 'orderId is at most 200 characters'),
    amount: z
      .number({ error: 'amount must be a number (rupees)' })
      .min(0, 'amount cannot be negative')
      .max(MAX_CONVERSION_RUPEES, `amount is at most ${MAX_CONVERSION_RUPEES} rupees`)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'amount has at most 2 decimals (paise)'),
    currency: z.string({ error: 'currency must be text' }).max(8, 'Only INR is supported').optional(),
  })
  .refine((b) => [b.code, b.clickId, b.promoCode].filter((v) => v !== undefined).length === 1, {
    message: 'Send exactly one of code, clickId or promoCode',
    path: ['code'],
  });

export const rotateKeySchema = z.object({ campaignId: z.string({ error: 'Unknown campaign' }).max(64, 'Unknown campaign') });
