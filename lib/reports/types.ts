import type { CampaignStatus, CollaborationStatus } from '@/models';

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
export type DailyPoint = { date: string; clicks: number; conversions: number; revenue: number };

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
