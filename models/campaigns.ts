import { pgTable, uuid, text, timestamp, integer, index, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { brands } from './brands';

export const campaignStatuses = ['open', 'closed'] as const;
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_open_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('campaigns_brand_created_idx').on(t.brandId, t.createdAt.desc().nullsFirst()),
    index('campaigns_platform_idx').on(t.platform, t.createdAt.desc().nullsFirst()),
    index('campaigns_interest_idx').on(t.interest, t.createdAt.desc().nullsFirst()),
    check('campaigns_followers_range', sql`${t.minFollowers} <= ${t.maxFollowers}`),
    check('campaigns_status_check', sql`${t.status} in ('open','closed')`),
  ],
);

export type Campaign = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;
