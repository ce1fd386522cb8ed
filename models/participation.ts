import { pgTable, uuid, text, timestamp, index, uniqueIndex, check, jsonb, boolean } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { brands } from './brands';
import { campaigns } from './campaigns';
import { creators } from './creators';
import { roles } from './notifications';

/** The spec's request decision (GET /api/creator/requests and friends keep answering these). */
export const requestStatuses = ['pending', 'approved', 'declined'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/**
 * Where the job stands. A participation request IS the collaboration (same id): it starts as
 * `requested`, and lib/collaborations/machine.ts says which step may follow which, and by whom.
 */
export const collaborationStatuses = [
  'requested',
  'active',
  'submitted',
  'changes_requested',
  'approved',
  'live',
  'completed',
  'declined',
  'cancelled',
] as const;
export type CollaborationStatus = (typeof collaborationStatuses)[number];

/** Self-reported figures of a live post. */
/** A live post: its link and, when the creator named it, the piece of the brief it is for ("Reel 1"). */
export type PostLink = { url: string; deliverable: string | null };

export type PostMetrics = { views: number | null; likes: number | null; comments: number | null; reportedAt: string };

export const participationRequests = pgTable(
  'participation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    // The campaign's brand, kept here so "my collaborations" is one index range for either side.
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    status: text('status', { enum: requestStatuses }).notNull().default('pending'),
    stage: text('stage', { enum: collaborationStatuses }).notNull().default('requested'),
    postUrls: jsonb('post_urls')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The live posts with the deliverable each is for (post_urls keeps their links alone, as before). */
    postLinks: jsonb('post_links')
      .$type<PostLink[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The latest self-reported figures (every report is in post_metric_reports). */
    metrics: jsonb('metrics').$type<PostMetrics>(),
    /**
     * The tracked link's code (`/r/{code}`): short, random, made by the database for every row
     * (it is only shown once the collaboration is active and its campaign has a destination).
     */
    linkCode: text('link_code')
      .notNull()
      .default(sql`cm_random_code(10)`),
    /** The creator's promo code for this campaign, e.g. ASHA-7KQ2MX (made by a trigger on insert). */
    promoCode: text('promo_code'),
    /** What the creator wrote to the brand when asking to join (optional, at most 500 characters). */
    pitch: text('pitch'),
    cancelledBy: text('cancelled_by', { enum: roles }),
    cancelReason: text('cancel_reason'),
    /** The brand's "The creator may show this work in their portfolio", ticked when completing the job. */
    portfolioAllowed: boolean('portfolio_allowed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('participation_campaign_creator_key').on(t.campaignId, t.creatorId),
    uniqueIndex('participation_link_code_key').on(t.linkCode),
    uniqueIndex('participation_campaign_promo_key').on(t.campaignId, t.promoCode),
    index('participation_campaign_status_idx').on(t.campaignId, t.status, t.createdAt),
    index('participation_creator_created_idx').on(t.creatorId, t.createdAt.desc().nullsFirst()),
    index('participation_creator_updated_idx').on(t.creatorId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('participation_brand_updated_idx').on(t.brandId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('participation_pitch_length_check', sql`char_length(${t.pitch}) <= 500`),
    check('participation_status_check', sql`${t.status} in ('pending','approved','declined')`),
    check(
      'participation_stage_check',
      sql`${t.stage} in ('requested','active','submitted','changes_requested','approved','live','completed','declined','cancelled')`,
    ),
  ],
);

export type ParticipationRequest = typeof participationRequests.$inferSelect;

/**
 * The brand's "creators asked to join" e-mail, at most one per campaign an hour: when the last
 * went, and when the next is due (requests that came within the hour wait for it; any server's
 * sweep sends it, lib/participation/digest.ts).
 */
export const requestDigests = pgTable(
  'request_digests',
  {
    campaignId: uuid('campaign_id')
      .primaryKey()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
  },
  (t) => [
    index('request_digests_due_idx')
      .on(t.dueAt)
      .where(sql`${t.dueAt} is not null`),
  ],
);
