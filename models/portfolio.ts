import { pgTable, uuid, text, timestamp, integer, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { creators } from './creators';
import { participationRequests } from './participation';

// A creator's portfolio (issue 35): up to 12 examples of past work on the public page, in the
// creator's order. An item is an uploaded image or a post on a known platform; one added from a
// completed job (the brand allowed it) links to that job.

export const portfolioKinds = ['image', 'link'] as const;
export type PortfolioKind = (typeof portfolioKinds)[number];

export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    /** Where it shows (0 first). */
    position: integer('position').notNull(),
    kind: text('kind', { enum: portfolioKinds }).notNull(),
    /** An image item's upload (`uploads/<name>`, a copy of its own: deleting the item removes it). */
    image: text('image'),
    /** A link item's post address, and the platform it was recognised as. */
    url: text('url'),
    platform: text('platform'),
    caption: text('caption').notNull().default(''),
    /** The completed job it came from; null once that job is gone. */
    collaborationId: uuid('collaboration_id').references(() => participationRequests.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('portfolio_items_creator_idx').on(t.creatorId, t.position),
    uniqueIndex('portfolio_items_collaboration_key').on(t.creatorId, t.collaborationId),
    check('portfolio_items_kind_check', sql`${t.kind} in ('image','link')`),
    check(
      'portfolio_items_content_check',
      sql`(${t.kind} = 'image' and ${t.image} is not null) or (${t.kind} = 'link' and ${t.url} is not null and ${t.platform} is not null)`,
    ),
    check('portfolio_items_caption_check', sql`char_length(${t.caption}) <= 200`),
  ],
);

export type PortfolioItem = typeof portfolioItems.$inferSelect;
