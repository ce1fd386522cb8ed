import { STATUS_LABEL } from '@/lib/collaborations/messages';
import { plural } from '@/lib/client/format';
import { formatInr } from '@/lib/money';
import type { CampaignReportRow, CreatorReportRow, DailyPoint, ReportFigures } from './types';

// How the report pages show figures (client-safe: no server code, no zod). Money is rupees, shown
// the Indian way (₹1,23,456); a ratio whose divisor is 0 is null and shows as a dash.

const countFormat = new Intl.NumberFormat('en-IN');
const percentFormat = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 2 });
const ratioFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

const NONE = '—';

export function formatRupees(n: number | null): string {
  return n === null ? NONE : formatInr(n);
}

export function formatCount(n: number): string {
  return countFormat.format(n);
}

function formatPercent(n: number | null): string {
  return n === null ? NONE : percentFormat.format(n);
}

/** Return on spend, e.g. "3.25×" (revenue per rupee of fees). */
function formatReturn(n: number | null): string {
  return n === null ? NONE : `${ratioFormat.format(n)}×`;
}

export type FigureKey = keyof ReportFigures;

/** The figures in the order the pages show them, with their labels and formats. */
export const FIGURES: { key: FigureKey; label: string; short: string; format: (n: number | null) => string }[] = [
  { key: 'clicks', label: 'Clicks', short: 'Clicks', format: (n) => formatCount(n ?? 0) },
  { key: 'uniqueVisitors', label: 'Unique visitors', short: 'Unique', format: (n) => formatCount(n ?? 0) },
  { key: 'conversions', label: 'Conversions', short: 'Sales', format: (n) => formatCount(n ?? 0) },
  { key: 'revenue', label: 'Revenue', short: 'Revenue', format: formatRupees },
  { key: 'cost', label: 'Cost (fees)', short: 'Cost', format: formatRupees },
  { key: 'conversionRate', label: 'Conversion rate', short: 'Conv. rate', format: formatPercent },
  { key: 'costPerClick', label: 'Cost per click', short: 'Per click', format: formatRupees },
  { key: 'costPerSale', label: 'Cost per sale', short: 'Per sale', format: formatRupees },
  { key: 'returnOnSpend', label: 'Return on spend', short: 'Return', format: formatReturn },
];

/**
 * What a creator's Tracking panel shows: their clicks, visitors and sales, and the fee as their
 * earnings; the brand's money (revenue, cost ratios, return on spend) is the brand's.
 */
export const CREATOR_FIGURES: typeof FIGURES = FIGURES.filter(
  (f) => f.key === 'clicks' || f.key === 'uniqueVisitors' || f.key === 'conversions' || f.key === 'cost',
).map((f) => (f.key === 'cost' ? { ...f, label: 'Your earnings (fee)', short: 'Earnings' } : f));

/** A range from the URL that was refused (the report then shows the last 30 days) and why. */
export type RefusedRange = { from?: string; to?: string; errors: { from?: string; to?: string }; message: string };

export type SortKey = 'name' | FigureKey;
export type SortDir = 'ascending' | 'descending';

/** A row of a report's table (a creator of a campaign, a campaign of a brand): its figures, its name, link and note. */
export type FigureRow = ReportFigures & { id: string; name: string; href: string; note: string };

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' });

/**
 * A report's table in the order asked: names alphabetically, figures numerically; a missing ratio
 * (null) goes last whichever the direction, so "best first" never starts with dashes.
 */
export function sortFigureRows<T extends ReportFigures & { name: string }>(rows: T[], key: SortKey, dir: SortDir): T[] {
  const sign = dir === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (key === 'name') return sign * byName(a, b);
    const x = a[key];
    const y = b[key];
    if (x === null && y === null) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return sign * (x - y) || byName(a, b);
  });
}

/** A campaign report's creators as table rows: each links to its collaboration, its stage below the name. */
export const creatorFigureRows = (rows: CreatorReportRow[]): FigureRow[] =>
  rows.map(({ creator, collaborationId, status, ...figures }) => ({
    ...figures,
    id: collaborationId,
    name: creator.name,
    href: `/brand/dashboard/collaborations/${collaborationId}`,
    note: STATUS_LABEL[status],
  }));

/** A brand report's campaigns as table rows: each links to the campaign's own report over the same range. */
export const campaignFigureRows = (rows: CampaignReportRow[], query: string): FigureRow[] =>
  rows.map(({ campaign, collaborations, ...figures }) => ({
    ...figures,
    id: campaign._id,
    name: campaign.campaignName,
    href: `/brand/dashboard/campaign-setting/${campaign._id}/report?${query}`,
    note: `${campaign.status === 'open' ? 'Open' : 'Closed'} · ${collaborations} ${plural(collaborations, 'collaboration', 'collaborations')}`,
  }));

export function formatLongDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** True when the series has nothing to draw (every day zero). */
export function isEmptySeries(daily: DailyPoint[]): boolean {
  return daily.every((d) => d.clicks === 0 && d.conversions === 0 && d.revenue === 0 && !d.suspicious);
}

/** Where the brand edits a campaign: the Campaign Setting form, opened on it (to set its destination link). */
export const editCampaignHref = (campaignId: string) => `/brand/dashboard/campaign-setting?edit=${encodeURIComponent(campaignId)}`;
