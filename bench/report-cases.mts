// The campaign report's bench cases, shared by bench/report.mts (over HTTP) and
// bench/report-seed.mts (the database path in process).

export const REPORT_BRAND_EMAIL = 'report-brand@bench.example';
export const REPORT_CAMPAIGN_ID = '0e000000-0000-4000-8000-000000000002';
export const REPORT_DAYS = 365;

/** The report's cases: the default range, a quarter, the whole year; and the year's CSV. */
export const REPORT_CASES: [string, Record<string, string>][] = [
  ['last 30 days (default)', {}],
  ['90 days', { from: 'q' }],
  ['365 days', { from: 'y' }],
  ['365 days, creators CSV', { from: 'y', format: 'csv' }],
];

/** The query string of a case, its days counted back from today (India). */
export function caseQuery(q: Record<string, string>, today: string): Record<string, string> {
  const back = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  const out = { ...q };
  if (q.from === 'q') Object.assign(out, { from: back(89), to: today });
  if (q.from === 'y') Object.assign(out, { from: back(REPORT_DAYS - 1), to: today });
  return out;
}
