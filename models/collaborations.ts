import { pgTable, uuid, text, timestamp, integer, index, uniqueIndex, bigserial, jsonb, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { participationRequests } from './participation';
import { roles } from './notifications';

// The rest of a collaboration (its id is the participation request's): the timeline, the
// versions of the content, and the message thread.

/** One line of the timeline: who did what, when (and the comment or reason they gave). */
export const collaborationEvents = pgTable(
  'collaboration_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collaborationId: uuid('collaboration_id')
      .notNull()
      .references(() => participationRequests.id, { onDelete: 'cascade' }),
    actorRole: text('actor_role', { enum: roles }).notNull(),
    actorId: uuid('actor_id').notNull(),
    kind: text('kind').notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('collaboration_events_collab_idx').on(t.collaborationId, t.createdAt)],
);

export const reviewDecisions = ['approve', 'changes'] as const;
export type ReviewDecision = (typeof reviewDecisions)[number];

/** A version of the content (v1, v2...) and the brand's review of it. */
export const contentSubmissions = pgTable(
  'content_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collaborationId: uuid('collaboration_id')
      .notNull()
      .references(() => participationRequests.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    caption: text('caption').notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    draftUrl: text('draft_url'),
    reviewDecision: text('review_decision', { enum: reviewDecisions }),
    reviewComment: text('review_comment'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_submissions_version_key').on(t.collaborationId, t.version),
    check('content_submissions_review_check', sql`${t.reviewDecision} is null or ${t.reviewDecision} in ('approve','changes')`),
  ],
);

/**
 * The thread. `seq` orders it: a sender holds the collaboration's row lock while inserting, so
 * within one thread seq grows in commit order and "everything after seq N" never skips a message.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    collaborationId: uuid('collaboration_id')
      .notNull()
      .references(() => participationRequests.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role', { enum: roles }).notNull(),
    senderId: uuid('sender_id').notNull(),
    text: text('text').notNull().default(''),
    attachments: jsonb('attachments')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_seq_key').on(t.seq),
    index('messages_thread_idx').on(t.collaborationId, t.seq),
    // Unread counts: the few messages not yet seen, per thread and sender side.
    index('messages_unseen_idx')
      .on(t.collaborationId, t.senderRole)
      .where(sql`${t.seenAt} is null`),
  ],
);

export type CollaborationEvent = typeof collaborationEvents.$inferSelect;
export type ContentSubmission = typeof contentSubmissions.$inferSelect;
export type Message = typeof messages.$inferSelect;
