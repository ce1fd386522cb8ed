import { csvDownload, toCsv, type CsvCell as Cell } from '@/lib/http/csv';
import type { BrandReport, CampaignReport, CampaignReportRow, CollaborationReport, CreatorReportRow, DailyPoint, ReportFigures, ReportRange } from './types';

// CSV of a report's tables (lib/http/csv.ts writes and escapes them). Money is rupees with two
// decimals; a ratio without a divisor is empty.

const money = (rupees: number | null): Cell => (rupees === null ? null : rupees.toFixed(2));
const percent = (rate: number | null): Cell => (rate === null ? null : (rate * 100).toFixed(2));
const times = (ratio: number | null): Cell => (ratio === null ? null : ratio.toFixed(2));

const FIGURE_HEADER = [
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

/** A row's figures in FIGURE_HEADER's order. */
const figureCells = (r: ReportFigures): Cell[] => [
  r.clicks,
  r.uniqueVisitors,
  r.conversions,
  money(r.revenue),
  money(r.cost),
  percent(r.conversionRate),
  money(r.costPerClick),
  money(r.costPerSale),
  times(r.returnOnSpend),
];

/** The per-creator table of a campaign report. */
function creatorsCsv(rows: CreatorReportRow[]): string {
  return toCsv(
    ['Creator', 'Status', ...FIGURE_HEADER],
    rows.map((r) => [r.creator.name, r.status, ...figureCells(r)]),
  );
}

/** The per-campaign table of a brand's report. */
function campaignsCsv(rows: CampaignReportRow[]): string {
  return toCsv(
    ['Campaign', 'Status', 'Collaborations', ...FIGURE_HEADER],
    rows.map((r) => [r.campaign.campaignName, r.campaign.status, r.collaborations, ...figureCells(r)]),
  );
}

/** The daily series (every day of the range), with each day's repeated clicks and whether it looks inflated (SUSPICIOUS_RULE). */
function dailyCsv(daily: DailyPoint[]): string {
  return toCsv(
    ['Date', 'Clicks', 'Conversions', 'Revenue (INR)', 'Repeated clicks', 'Suspicious'],
    daily.map((d) => [d.date, d.clicks, d.conversions, money(d.revenue), d.repeatClicks, d.suspicious ? 'yes' : 'no']),
  );
}

/** A file name safe in any header: the name's letters and digits, the range and the part. */
function reportFilename(name: string, range: ReportRange, part: 'creators' | 'campaigns' | 'daily'): string {
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
  return csvDownload(body, reportFilename(name, report.range, isCampaign ? part : 'daily'));
}

/** The CSV answer of a brand's report: the campaigns table or the daily series, as a download. */
export function brandReportCsvResponse(report: BrandReport, part: 'campaigns' | 'daily'): Response {
  const body = part === 'campaigns' ? campaignsCsv(report.campaigns) : dailyCsv(report.daily);
  return csvDownload(body, reportFilename('all campaigns', report.range, part));
}
