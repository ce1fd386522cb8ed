import { AppError } from '@/lib/errors';
import { todayInIndia } from '@/lib/campaigns/deadline';
import { FIRST_REPORT_DAY, LAST_REPORT_DAY, isCalendarDay } from './schemas';
import type { ReportRange } from './types';

/** Days a report covers when the caller names none: the last 30, ending today (India). */
const DEFAULT_RANGE_DAYS = 30;
/** The longest range a report may cover, in days (a leap year). */
const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;

/** The day `n` days after `day` (YYYY-MM-DD; n may be negative). */
function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every day of the range, in order. */
export function eachDay(range: ReportRange): string[] {
  const n = daysBetween(range.from, range.to);
  return Array.from({ length: n }, (_, i) => addDays(range.from, i));
}

const badRange = (message: string, field: 'from' | 'to') => new AppError('bad_request', message, { [field]: message });

/**
 * The inclusive range of India days a report covers. `to` defaults to today and `from` to the
 * 30 days ending at `to`; a malformed day, `from` after `to` or more than 366 days is a 400.
 */
export function resolveRange(q: { from?: string; to?: string }, now = Date.now()): ReportRange {
  for (const field of ['from', 'to'] as const) {
    const v = q[field];
    if (v !== undefined && !isCalendarDay(v)) throw badRange(`${field} must be a date (YYYY-MM-DD)`, field);
    if (v !== undefined && (v < FIRST_REPORT_DAY || v > LAST_REPORT_DAY))
      throw badRange(`${field} must be between ${FIRST_REPORT_DAY} and ${LAST_REPORT_DAY}`, field);
  }
  const to = q.to ?? todayInIndia(now);
  const from = q.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (from > to) throw badRange('from must not be after to', 'from');
  if (daysBetween(from, to) > MAX_RANGE_DAYS) throw badRange(`A report covers at most ${MAX_RANGE_DAYS} days`, 'from');
  return { from, to };
}
