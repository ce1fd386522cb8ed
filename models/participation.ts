import { pgTable, uuid, text, timestamp, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { campaigns } from './campaigns';
import { creators } from './creators';

export const requestStatuses = ['pending', 'approved', 'declined'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

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
    status: text('status', { enum: requestStatuses }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('participation_campaign_creator_key').on(t.campaignId, t.creatorId),
    index('participation_campaign_status_idx').on(t.campaignId, t.status, t.createdAt),
    index('participation_creator_created_idx').on(t.creatorId, t.createdAt.desc().nullsFirst()),
    check('participation_status_check', sql`${t.status} in ('pending','approved','declined')`),
  ],
);

export type ParticipationRequest = typeof participationRequests.$inferSelect;
