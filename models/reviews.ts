import { pgTable, uuid, text, timestamp, integer, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { participationRequests } from './participation';
import { roles } from './notifications';

/**
 * A review one side of a finished collaboration wrote of the other (issue 35): 1–5 stars and a
 * text. Double-blind: `publish_at` is the window's end when written, and becomes the moment the
 * other side's review came in; a review is shown from `publish_at` on. The one reviewed may reply
 * once.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collaborationId: uuid('collaboration_id')
      .notNull()
      .references(() => participationRequests.id, { onDelete: 'cascade' }),
    /** Who wrote it; the one reviewed is the other side. */
    authorRole: text('author_role', { enum: roles }).notNull(),
    brandId: uuid('brand_id').notNull(),
    creatorId: uuid('creator_id').notNull(),
    stars: integer('stars').notNull(),
    text: text('text').notNull().default(''),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    /** When both sides were told it shows (lib/trust/service.ts): set once, so they are told once. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_collaboration_author_key').on(t.collaborationId, t.authorRole),
    // A creator's page and a brand's rating: the reviews of one side, newest first.
    index('reviews_creator_idx').on(t.creatorId, t.authorRole, t.createdAt.desc(), t.id.desc()),
    index('reviews_brand_idx').on(t.brandId, t.authorRole, t.createdAt.desc(), t.id.desc()),
    check('reviews_stars_check', sql`${t.stars} between 1 and 5`),
    check('reviews_text_length_check', sql`char_length(${t.text}) <= 1000`),
    check('reviews_reply_length_check', sql`char_length(${t.reply}) <= 1000`),
    check('reviews_author_role_check', sql`${t.authorRole} in ('brand','creator')`),
  ],
);

export type Review = typeof reviews.$inferSelect;
