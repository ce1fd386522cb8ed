import 'server-only';
import { and, between, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { forbidden, notFound } from '@/lib/errors';
import type { Actor } from '@/lib/auth/tokens';
import { isUuid } from '@/lib/uuid';
import { CAMPAIGN_NOT_FOUND } from '@/lib/campaigns/service';
import { COLLABORATION_NOT_FOUND } from '@/lib/collaborations/messages';
import { campaigns, collaborationDailyStats, creators, participationRequests, type CollaborationStatus } from '@/models';
import { COSTING_STAGES, NO_SUMS, REPORTED_STAGES, addSums, rupees, toFigures, type Sums } from './figures';
import { eachDay, resolveRange } from './range';
import {
  SUSPICIOUS_MIN_CLICKS,
  type BrandReport,
  type CampaignReport,
  type CampaignReportRow,
  type CollaborationReport,
  type CreatorReportRow,
  type DailyPoint,
  type ReportRange,
} from './types';

// Reports add up the daily rollups (collaboration_daily_stats: one row per collaboration and India
// day, kept by the click flush and the conversion write), never the clicks themselves, so a
// report costs the same at a thousand clicks as at a million: at most collaborations × days rows.
// Unique visitors of a range add up each day's: the visitor key rotates every India day (no raw IP
// is kept), so one person on two days counts twice; within a day, on one link, once.

type ReportOptions = { from?: string; to?: string; now?: number };

const stats = collaborationDailyStats;
const total = (col: AnyColumn) => sql<number>`coalesce(sum(${col}), 0)::bigint`.mapWith(Number);
/**
 * Whether a link's day looks inflated (SUSPICIOUS in ./types): many repeats, more than the clicks
 * that counted, or one IP behind most of at least SUSPICIOUS_MIN_CLICKS counted clicks.
 */
const suspiciousDay = sql`((${stats.repeatClicks} >= ${SUSPICIOUS_MIN_CLICKS} and ${stats.repeatClicks} > ${stats.clicks}) or (${stats.clicks} >= ${SUSPICIOUS_MIN_CLICKS} and ${stats.topIpClicks} * 2 > ${stats.clicks}))`;
const sums = {
  clicks: total(stats.clicks),
  uniqueVisitors: total(stats.uniqueVisitors),
  botClicks: total(stats.botClicks),
  repeatClicks: total(stats.repeatClicks),
  /** Rollups flagged: per day, the links suspicious that day; per link or campaign, its suspicious days. */
  suspicious: sql<number>`count(*) filter (where ${suspiciousDay})`.mapWith(Number),
  conversions: total(stats.conversions),
  revenuePaise: total(stats.revenueMinor),
};

/**
 * A collaboration's fee as a cost: the campaign's fee when the collaboration is in a costing stage.
 * Not split over days (a fee is agreed once, not earned per day), so the range does not change it.
 */
const feeOf = (status: CollaborationStatus, feePaise: number | null) => (feePaise !== null && COSTING_STAGES.includes(status) ? feePaise : 0);

type DayRow = { day: string; clicks: number; repeatClicks: number; suspicious: number; conversions: number; revenuePaise: number };

/** The daily series: every day of the range, zeros included; a day is suspicious when one of its links is. */
function series(range: ReportRange, rows: DayRow[]): DailyPoint[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return eachDay(range).map((date) => {
    const r = byDay.get(date);
    return {
      date,
      clicks: r?.clicks ?? 0,
      conversions: r?.conversions ?? 0,
      revenue: rupees(r?.revenuePaise ?? 0),
      repeatClicks: r?.repeatClicks ?? 0,
      suspicious: (r?.suspicious ?? 0) > 0,
    };
  });
}

/** The campaign's report for its brand: totals, the daily series and one row per creator. Anyone else: 404. */
export async function campaignReport(actor: Actor | null, campaignId: string, opts: ReportOptions = {}): Promise<CampaignReport> {
  const range = resolveRange(opts, opts.now);
  if (actor?.role !== 'brand' || !isUuid(campaignId)) throw notFound(CAMPAIGN_NOT_FOUND);
  const db = await getDb();
  const [campaign] = await db
    .select({
      id: campaigns.id,
      campaignName: campaigns.campaignName,
      destinationUrl: campaigns.destinationUrl,
      feePaise: campaigns.feePaise,
      keyHint: campaigns.conversionKeyHint,
      keyCreatedAt: campaigns.conversionKeyCreatedAt,
    })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.brandId, actor.id)))
    .limit(1);
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);

  const inRange = and(eq(stats.campaignId, campaign.id), between(stats.day, range.from, range.to));
  const [collabs, grouped] = await Promise.all([
    db
      .select({ id: participationRequests.id, status: participationRequests.stage, creatorId: creators.id, name: creators.name })
      .from(participationRequests)
      .innerJoin(creators, eq(creators.id, participationRequests.creatorId))
      .where(and(eq(participationRequests.campaignId, campaign.id), inArray(participationRequests.stage, [...REPORTED_STAGES]))),
    // One pass over the range's rollups, summed two ways: per collaboration (day null) and per day
    // (collaboration null; both columns are never null in the table).
    db
      .select({ collaborationId: sql<string | null>`${stats.collaborationId}`, day: sql<string | null>`${stats.day}::text`, ...sums })
      .from(stats)
      .where(inRange)
      .groupBy(sql`grouping sets ((${stats.collaborationId}), (${stats.day}))`),
  ]);
  const perCollab = grouped.filter((r): r is typeof r & { collaborationId: string } => r.collaborationId !== null);
  const perDay = grouped.filter((r): r is typeof r & { day: string } => r.day !== null);

  const byCollab = new Map(perCollab.map((r) => [r.collaborationId, r]));
  const creatorRows: CreatorReportRow[] = collabs.map((c) => {
    const rowSums: Sums = { ...(byCollab.get(c.id) ?? NO_SUMS), costPaise: feeOf(c.status, campaign.feePaise) };
    return { creator: { _id: c.creatorId, name: c.name }, collaborationId: c.id, status: c.status, ...toFigures(rowSums) };
  });
  creatorRows.sort((a, b) => b.revenue - a.revenue || b.clicks - a.clicks || a.creator.name.localeCompare(b.creator.name));

  // Totals add up every rollup of the campaign (so they match the daily series) and every fee.
  const costPaise = collabs.reduce((n, c) => n + feeOf(c.status, campaign.feePaise), 0);
  const totals = perCollab.reduce<Sums>((acc, r) => addSums(acc, { ...r, costPaise: 0 }), { ...NO_SUMS, costPaise });
  return {
    campaign: { _id: campaign.id, campaignName: campaign.campaignName, destinationUrl: campaign.destinationUrl },
    conversionKey: campaign.keyHint && campaign.keyCreatedAt ? { hint: campaign.keyHint, createdAt: campaign.keyCreatedAt.toISOString() } : null,
    range,
    totals: toFigures(totals),
    daily: series(range, perDay),
    creators: creatorRows,
    botClicks: perCollab.reduce((n, r) => n + r.botClicks, 0),
  };
}

/** One collaboration's report, for its brand or its creator (each sees the same figures). Anyone else: 404. */
export async function collaborationReport(actor: Actor | null, collaborationId: string, opts: ReportOptions = {}): Promise<CollaborationReport> {
  const range = resolveRange(opts, opts.now);
  if (!actor || !isUuid(collaborationId)) throw notFound(COLLABORATION_NOT_FOUND);
  const db = await getDb();
  const own = actor.role === 'brand' ? eq(participationRequests.brandId, actor.id) : eq(participationRequests.creatorId, actor.id);
  const [collab] = await db
    .select({
      id: participationRequests.id,
      status: participationRequests.stage,
      campaignId: campaigns.id,
      campaignName: campaigns.campaignName,
      feePaise: campaigns.feePaise,
      creatorId: creators.id,
      creatorName: creators.name,
    })
    .from(participationRequests)
    .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
    .innerJoin(creators, eq(creators.id, participationRequests.creatorId))
    .where(and(eq(participationRequests.id, collaborationId), own))
    .limit(1);
  if (!collab) throw notFound(COLLABORATION_NOT_FOUND);

  const inRange = and(eq(stats.collaborationId, collab.id), between(stats.day, range.from, range.to));
  const rows = await db
    .select({
      day: stats.day,
      clicks: stats.clicks,
      uniqueVisitors: stats.uniqueVisitors,
      botClicks: stats.botClicks,
      repeatClicks: stats.repeatClicks,
      suspicious: sql<number>`(${suspiciousDay})::int`.mapWith(Number),
      conversions: stats.conversions,
      revenuePaise: stats.revenueMinor,
    })
    .from(stats)
    .where(inRange);
  const totals = rows.reduce<Sums>((acc, r) => addSums(acc, { ...r, costPaise: 0 }), { ...NO_SUMS, costPaise: feeOf(collab.status, collab.feePaise) });
  return {
    collaboration: {
      _id: collab.id,
      status: collab.status,
      campaignId: collab.campaignId,
      campaignName: collab.campaignName,
      creator: { _id: collab.creatorId, name: collab.creatorName },
    },
    range,
    totals: toFigures(totals),
    daily: series(range, rows),
    botClicks: rows.reduce((n, r) => n + r.botClicks, 0),
  };
}

/**
 * Every campaign of the brand over one range: the totals, the daily series and one row per campaign
 * (those without a click included, so a new campaign is listed). Two queries whatever the number
 * of campaigns: the campaigns with their collaboration counts, and one pass over the range's
 * rollups summed per campaign and per day (the campaign-and-day index serves it).
 */
export async function brandReport(actor: Actor | null, opts: ReportOptions = {}): Promise<BrandReport> {
  const range = resolveRange(opts, opts.now);
  if (actor?.role !== 'brand') throw forbidden('Only brands have reports');
  const db = await getDb();
  const pr = participationRequests;
  const mine = sql`${stats.campaignId} in (select ${campaigns.id} from ${campaigns} where ${campaigns.brandId} = ${actor.id})`;
  const [owned, grouped] = await Promise.all([
    db
      .select({
        id: campaigns.id,
        campaignName: campaigns.campaignName,
        status: campaigns.status,
        feePaise: campaigns.feePaise,
        collaborations: sql<number>`count(${pr.id}) filter (where ${inArray(pr.stage, [...REPORTED_STAGES])})`.mapWith(Number),
        costing: sql<number>`count(${pr.id}) filter (where ${inArray(pr.stage, [...COSTING_STAGES])})`.mapWith(Number),
      })
      .from(campaigns)
      .leftJoin(pr, eq(pr.campaignId, campaigns.id))
      .where(eq(campaigns.brandId, actor.id))
      .groupBy(campaigns.id),
    db
      .select({ campaignId: sql<string | null>`${stats.campaignId}`, day: sql<string | null>`${stats.day}::text`, ...sums })
      .from(stats)
      .where(and(mine, between(stats.day, range.from, range.to)))
      .groupBy(sql`grouping sets ((${stats.campaignId}), (${stats.day}))`),
  ]);
  const perCampaign = new Map(grouped.flatMap((r) => (r.campaignId === null ? [] : [[r.campaignId, r] as const])));
  const perDay = grouped.filter((r): r is typeof r & { day: string } => r.day !== null);

  let all: Sums = NO_SUMS;
  const rows: CampaignReportRow[] = owned.map((c) => {
    const rowSums: Sums = { ...(perCampaign.get(c.id) ?? NO_SUMS), costPaise: (c.feePaise ?? 0) * c.costing };
    all = addSums(all, rowSums);
    return { campaign: { _id: c.id, campaignName: c.campaignName, status: c.status }, collaborations: c.collaborations, ...toFigures(rowSums) };
  });
  rows.sort((a, b) => b.revenue - a.revenue || b.clicks - a.clicks || a.campaign.campaignName.localeCompare(b.campaign.campaignName));
  return {
    range,
    totals: toFigures(all),
    daily: series(range, perDay),
    campaigns: rows,
    botClicks: [...perCampaign.values()].reduce((n, r) => n + r.botClicks, 0),
  };
}
