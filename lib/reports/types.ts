import type { CampaignStatus, CollaborationStatus } from '@/models';
import { IP_CLICKS_PER_HOUR, REPEAT_WINDOW_MINUTES } from '@/lib/tracking/limits';

// The shapes of the reports (issue 16), shared by the service (lib/reports/service.ts), the API
// (GET /api/campaign/{id}/report, GET /api/collaborations/{id}/report) and the report pages.
// Money is in rupees as numbers (stored in paise); days are India calendar days, YYYY-MM-DD.

/** Inclusive range of India days. */
export type ReportRange = { from: string; to: string };

/** The figures of a report, a campaign's or one creator's. Ratios are null when their divisor is 0. */
export type ReportFigures = {
  clicks: number;
  uniqueVisitors: number;
  conversions: number;
  /** Rupees. */
  revenue: number;
  /** Rupees: the fees of active and completed collaborations. */
  cost: number;
  /** conversions / clicks (0..1). */
  conversionRate: number | null;
  /** Rupees per click. */
  costPerClick: number | null;
  /** Rupees per sale. */
  costPerSale: number | null;
  /** revenue / cost. */
  returnOnSpend: number | null;
};

/** Figures of nothing: no click, no sale, no cost (ratios have no divisor). */
export const NO_FIGURES: ReportFigures = {
  clicks: 0,
  uniqueVisitors: 0,
  conversions: 0,
  revenue: 0,
  cost: 0,
  conversionRate: null,
  costPerClick: null,
  costPerSale: null,
  returnOnSpend: null,
};

/** One day of the series (every day of the range, zeros included). */
export type DailyPoint = {
  date: string;
  clicks: number;
  conversions: number;
  revenue: number;
  /** Clicks left out of `clicks`: the same visitor again within REPEAT_WINDOW_MINUTES, or an IP over its hourly limit on a link. */
  repeatClicks: number;
  /** A link's clicks that day look inflated (SUSPICIOUS_RULE). */
  suspicious: boolean;
};

/** Below this many repeats (or counted clicks), a link's day is not flagged for them. */
export const SUSPICIOUS_MIN_CLICKS = 10;

/** How repeats are left out, said wherever figures are explained (UI and API docs). */
export const REPEAT_RULE =
  `A visitor (IP and browser) counts once per link in ${REPEAT_WINDOW_MINUTES} minutes, and one IP at most ${IP_CLICKS_PER_HOUR} times per link an hour; ` +
  'the other clicks are repeats, left out of every figure.';

/** When a day is flagged, said wherever the flag is shown (UI and API docs). */
export const SUSPICIOUS_RULE =
  `A day is marked suspicious when, on one creator's link, repeats outnumber the clicks that counted, ` +
  `or one IP made more than half of the counted clicks (from ${SUSPICIOUS_MIN_CLICKS} repeats or clicks on).`;

/** One row of the per-creator table. */
export type CreatorReportRow = ReportFigures & {
  creator: { _id: string; name: string };
  collaborationId: string;
  status: CollaborationStatus;
};

export type CampaignReport = {
  campaign: { _id: string; campaignName: string; destinationUrl: string | null };
  /** Which conversion key is in use (its last characters and when it was made); null before the first. The key itself is shown once. */
  conversionKey: { hint: string; createdAt: string } | null;
  range: ReportRange;
  totals: ReportFigures;
  daily: DailyPoint[];
  creators: CreatorReportRow[];
  /** Clicks recognised as bots or prefetches in the range: recorded, left out of every figure. */
  botClicks: number;
};

export type CollaborationReport = {
  collaboration: { _id: string; status: CollaborationStatus; campaignId: string; campaignName: string; creator: { _id: string; name: string } };
  range: ReportRange;
  totals: ReportFigures;
  daily: DailyPoint[];
  botClicks: number;
};

/** One row of the brand's report: a campaign's figures over the range. */
export type CampaignReportRow = ReportFigures & {
  campaign: { _id: string; campaignName: string; status: CampaignStatus };
  /** Collaborations that reached active (cancelled ones included), as in the campaign's creators table. */
  collaborations: number;
};

/** Every campaign of a brand in one report (the dashboard's Reports section). */
export type BrandReport = {
  range: ReportRange;
  totals: ReportFigures;
  daily: DailyPoint[];
  campaigns: CampaignReportRow[];
  botClicks: number;
};

/** Said wherever figures are shown (UI and API docs). */
export const ATTRIBUTION_RULE =
  'A sale counts for the creator whose tracked link the buyer clicked last within 30 days before buying, or whose promo code the buyer used.';
