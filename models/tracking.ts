import { pgTable, uuid, text, timestamp, integer, bigint, boolean, date, index, uniqueIndex, primaryKey, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { campaigns } from './campaigns';
import { participationRequests } from './participation';

// Reporting (issue 16): tracked-link clicks, sales, their daily rollups, and the creator's
// self-reported post figures over time. Reports read the rollups, never scan the clicks.

export const deviceClasses = ['mobile', 'tablet', 'desktop', 'other'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** Why a click a person made was left out of the figures (lib/tracking/clicks.ts decides at the write). */
export const clickRepeats = ['visitor', 'ip'] as const;
export type ClickRepeat = (typeof clickRepeats)[number];

/**
 * One GET of a tracked link `/r/{code}`. Written in batches by lib/tracking (the id is made by the
 * server before the write, so a retried batch inserts each click once). No raw IP: `visitorKey`
 * is a keyed hash of IP and user agent whose key rotates every India day.
 */
export const linkClicks = pgTable(
  'link_clicks',
  {
    id: uuid('id').primaryKey(),
    collaborationId: uuid('collaboration_id')
      .notNull()
      .references(() => participationRequests.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The India calendar day of `at` (the rollups' and the visitor key's day). */
    day: date('day', { mode: 'string' }).notNull(),
    visitorKey: text('visitor_key').notNull(),
    /** A keyed hash of the IP alone (an IPv6 address's /64), its key rotating every India day like the visitor key's; null before migration 0008. */
    ipKey: text('ip_key'),
    referrerHost: text('referrer_host'),
    device: text('device', { enum: deviceClasses }).notNull(),
    /** A known bot, crawler or link preview, or a prefetch: kept, never counted. */
    bot: boolean('bot').notNull().default(false),
    /** Counted in the figures: not a bot, and the collaboration was counting when clicked. */
    counted: boolean('counted').notNull(),
    /**
     * Not counted although a person made it: 'visitor' when the same visitor's click on this link
     * counted less than 5 minutes before, 'ip' when the IP's counted clicks on this link reached the
     * hourly limit. Null for counted clicks, bots and clicks of a link that no longer counts.
     */
    repeat: text('repeat', { enum: clickRepeats }),
  },
  (t) => [
    index('link_clicks_collab_at_idx').on(t.collaborationId, t.at.desc()),
    index('link_clicks_campaign_at_idx').on(t.campaignId, t.at.desc()),
    // What the write reads to decide a click (the IP's counted clicks of the hour and of the day).
    index('link_clicks_collab_ip_idx')
      .on(t.collaborationId, t.ipKey, t.at)
      .where(sql`${t.counted}`),
    check('link_clicks_device_check', sql`${t.device} in ('mobile','tablet','desktop','other')`),
    check('link_clicks_repeat_check', sql`${t.repeat} in ('visitor','ip')`),
  ],
);

/** First counted click of a visitor on a link on a day: what unique visitors count. */
export const linkVisitors = pgTable(
  'link_visitors',
  {
    collaborationId: uuid('collaboration_id')
      .notNull()
      .references(() => participationRequests.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitorKey: text('visitor_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collaborationId, t.day, t.visitorKey] })],
);

export const conversionSources = ['link', 'click', 'promo'] as const;
export type ConversionSource = (typeof conversionSources)[number];

/** A sale a shop reported (POST /api/track/conversion), attributed to one collaboration. */
export const conversions = pgTable(
  'conversions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    collaborationId: uuid('collaboration_id')
      .notNull()
      .references(() => participationRequests.id, { onDelete: 'cascade' }),
    /** The shop's order id: a repeat of the same order on the same campaign counts once. */
    orderId: text('order_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    source: text('source', { enum: conversionSources }).notNull(),
    clickId: uuid('click_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('conversions_campaign_order_key').on(t.campaignId, t.orderId),
    index('conversions_collab_at_idx').on(t.collaborationId, t.at.desc()),
    check('conversions_amount_check', sql`${t.amountMinor} >= 0`),
    check('conversions_source_check', sql`${t.source} in ('link','click','promo')`),
  ],
);

/** Per collaboration and India day: what the reports add up (kept by the click flush and the conversion write). */
export const collaborationDailyStats = pgTable(
  'collaboration_daily_stats',
  {
    collaborationId: uuid('collaboration_id')
      .notNull()
      .references(() => participationRequests.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    clicks: integer('clicks').notNull().default(0),
    uniqueVisitors: integer('unique_visitors').notNull().default(0),
    botClicks: integer('bot_clicks').notNull().default(0),
    /** Clicks left out as repeats of a visitor or over an IP's hourly limit (link_clicks.repeat). */
    repeatClicks: integer('repeat_clicks').notNull().default(0),
    /** The most counted clicks one IP made that day on the link. */
    topIpClicks: integer('top_ip_clicks').notNull().default(0),
    conversions: integer('conversions').notNull().default(0),
    revenueMinor: bigint('revenue_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collaborationId, t.day] }), index('collaboration_daily_stats_campaign_day_idx').on(t.campaignId, t.day)],
);

/** The creator's self-reported figures of the live post, each report dated by the server. */
export const postMetricReports = pgTable(
  'post_metric_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collaborationId: uuid('collaboration_id')
      .notNull()
      .references(() => participationRequests.id, { onDelete: 'cascade' }),
    views: integer('views'),
    likes: integer('likes'),
    comments: integer('comments'),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('post_metric_reports_collab_idx').on(t.collaborationId, t.reportedAt)],
);

export type LinkClick = typeof linkClicks.$inferSelect;
export type NewLinkClick = typeof linkClicks.$inferInsert;
export type Conversion = typeof conversions.$inferSelect;
export type CollaborationDailyStat = typeof collaborationDailyStats.$inferSelect;
export type PostMetricReport = typeof postMetricReports.$inferSelect;
