import { pgTable, uuid, text, timestamp, integer, index, uniqueIndex, check, jsonb, date } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Deliverable } from './deliverables';
import { brands } from './brands';

export type { Deliverable, DeliverableKind } from './deliverables';

export const campaignStatuses = ['open', 'closed'] as const;
/** `order`: the brief of a creator's package a brand ordered (lib/packages/orders.ts), never listed as a campaign. */
export const campaignKinds = ['campaign', 'order'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    campaignName: text('campaign_name').notNull(),
    brandName: text('brand_name').notNull(),
    interest: text('interest').notNull(),
    platform: text('platform').notNull(),
    minFollowers: integer('min_followers').notNull(),
    maxFollowers: integer('max_followers').notNull(),
    incentives: text('incentives').notNull(),
    description: text('description').notNull(),
    campaignImage: text('campaign_image').notNull(),
    status: text('status', { enum: campaignStatuses }).notNull().default('open'),
    kind: text('kind', { enum: campaignKinds }).notNull().default('campaign'),
    // The brief (issue 14). All optional for the spec's clients; our form requires deliverables.
    deliverables: jsonb('deliverables')
      .$type<Deliverable[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Fee per creator in paise; null means the campaign pays in product only. */
    feePaise: integer('fee_paise'),
    /** Last day to ask to join (inclusive, India time); null for no deadline. */
    applyBy: date('apply_by', { mode: 'string' }),
    contentDueBy: date('content_due_by', { mode: 'string' }),
    contentGuidelines: text('content_guidelines').notNull().default(''),
    destinationUrl: text('destination_url'),
    /** SHA-256 of the conversion key (the key itself is shown once, when made). */
    conversionKeyHash: text('conversion_key_hash'),
    /** The key's last characters, so the brand can tell which key is in use. */
    conversionKeyHint: text('conversion_key_hint'),
    conversionKeyCreatedAt: timestamp('conversion_key_created_at', { withTimezone: true }),
    /** Hidden by an operator (lib/moderation): off every list, its public page gone (410); the brand reads why. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** Its brand is suspended: hidden like `hiddenAt`, and shown again when the brand is reinstated. */
    brandSuspendedAt: timestamp('brand_suspended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_open_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('campaigns_brand_created_idx').on(t.brandId, t.createdAt.desc().nullsFirst()),
    index('campaigns_platform_idx').on(t.platform, t.createdAt.desc().nullsFirst()),
    index('campaigns_interest_idx').on(t.interest, t.createdAt.desc().nullsFirst()),
    uniqueIndex('campaigns_conversion_key_hash_key').on(t.conversionKeyHash),
    check('campaigns_followers_range', sql`${t.minFollowers} <= ${t.maxFollowers}`),
    check('campaigns_status_check', sql`${t.status} in ('open','closed')`),
    check('campaigns_kind_check', sql`${t.kind} in ('campaign','order')`),
    check('campaigns_fee_check', sql`${t.feePaise} is null or ${t.feePaise} >= 0`),
  ],
);

export type Campaign = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;
