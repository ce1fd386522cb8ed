import type { CampaignReport, CollaborationReport, CreatorReportRow, DailyPoint, ReportRange } from './types';

// CSV of a report's tables (RFC 4180: CRLF lines, fields with a comma, quote or line break quoted,
// quotes doubled). Text that a spreadsheet would run as a formula (= + - @, tab, CR first) gets a
// leading apostrophe. Money is rupees with two decimals; a ratio without a divisor is empty.

type Cell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

function textCell(s: string): string {
  return FORMULA_START.test(s) ? `'${s}` : s;
}

function quote(s: string): string {
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function toCsv(header: string[], rows: Cell[][]): string {
  const line = (cells: Cell[]) => cells.map((c) => quote(c === null ? '' : typeof c === 'number' ? String(c) : textCell(c))).join(',');
  return [line(header), ...rows.map(line)].join('\r\n') + '\r\n';
}

const money = (rupees: number | null): Cell => (rupees === null ? null : rupees.toFixed(2));
const percent = (rate: number | null): Cell => (rate === null ? null : (rate * 100).toFixed(2));
const times = (ratio: number | null): Cell => (ratio === null ? null : ratio.toFixed(2));

const CREATOR_HEADER = [
  'Creator',
  'Status',
  'Clicks',
  'Unique visitors',
  'Conversions',
  'Revenue (INR)',
  'Cost (INR)',
  'Conversion rate (%)',
  'Cost per click (INR)',
  'Cost per sale (INR)',
  'Return on spend (x)',
];

/** The per-creator table of a campaign report. */
function creatorsCsv(rows: CreatorReportRow[]): string {
  return toCsv(
    CREATOR_HEADER,
    rows.map((r) => [
      r.creator.name,
      r.status,
      r.clicks,
      r.uniqueVisitors,
      r.conversions,
      money(r.revenue),
      money(r.cost),
      percent(r.conversionRate),
      money(r.costPerClick),
      money(r.costPerSale),
      times(r.returnOnSpend),
    ]),
  );
}

/** The daily series (every day of the range). */
function dailyCsv(daily: DailyPoint[]): string {
  return toCsv(
    ['Date', 'Clicks', 'Conversions', 'Revenue (INR)'],
    daily.map((d) => [d.date, d.clicks, d.conversions, money(d.revenue)]),
  );
}

/** A file name safe in any header: the name's letters and digits, the range and the part. */
function reportFilename(name: string, range: ReportRange, part: 'creators' | 'daily'): string {
  const slug =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'campaign';
  return `${slug}-${range.from}-to-${range.to}-${part}.csv`;
}

/** The CSV answer of a report: the creators table or the daily series, as a download. */
export function reportCsvResponse(report: CampaignReport | CollaborationReport, part: 'creators' | 'daily'): Response {
  const isCampaign = 'creators' in report;
  const name = isCampaign ? report.campaign.campaignName : `${report.collaboration.campaignName} ${report.collaboration.creator.name}`;
  // A collaboration has one creator: its "creators" part is the daily series.
  const body = isCampaign && part === 'creators' ? creatorsCsv(report.creators) : dailyCsv(report.daily);
  const filename = reportFilename(name, report.range, isCampaign ? part : 'daily');
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"` },
  });
}
