import { pgTable, uuid, text, timestamp, index, uniqueIndex, check, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { brands } from './brands';
import { campaigns } from './campaigns';
import { creators } from './creators';
import { participationRequests } from './participation';

/**
 * Stored states of an invitation. "expired" is what a pending invitation reads as once its
 * campaign's application deadline has passed or the campaign closed (derived when read, so no
 * sweep job is needed); it may also be stored by a later sweep.
 */
export const invitationStatuses = ['pending', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** A brand asks a creator to join one of its open campaigns. Accepting makes an active collaboration. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    status: text('status', { enum: invitationStatuses }).notNull().default('pending'),
    declineReason: text('decline_reason'),
    /** The collaboration an accepted invitation made. */
    collaborationId: uuid('collaboration_id').references(() => participationRequests.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open invitation per creator and campaign; answered ones stay as history.
    uniqueIndex('invitations_open_key')
      .on(t.campaignId, t.creatorId)
      .where(sql`${t.status} = 'pending'`),
    index('invitations_creator_created_idx').on(t.creatorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('invitations_brand_created_idx').on(t.brandId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('invitations_campaign_created_idx').on(t.campaignId, t.createdAt.desc().nullsFirst()),
    check('invitations_status_check', sql`${t.status} in ('pending','accepted','declined','withdrawn','expired')`),
  ],
);

export type Invitation = typeof invitations.$inferSelect;

/** A creator who muted a brand gets no more invitations from it. */
export const creatorMutes = pgTable(
  'creator_mutes',
  {
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.creatorId, t.brandId] }), index('creator_mutes_brand_idx').on(t.brandId)],
);

/** A brand's named list of creators, to come back to or to invite all at once. */
export const shortlists = pgTable(
  'shortlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shortlists_brand_name_key').on(t.brandId, sql`lower(${t.name})`)],
);

export type Shortlist = typeof shortlists.$inferSelect;

export const shortlistMembers = pgTable(
  'shortlist_members',
  {
    shortlistId: uuid('shortlist_id')
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shortlistId, t.creatorId] }), index('shortlist_members_creator_idx').on(t.creatorId)],
);
