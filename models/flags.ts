import { pgTable, uuid, text, timestamp, index, uniqueIndex, jsonb, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { roles } from './notifications';

// Reports from users (issue 36): a brand or creator reports a campaign, a creator's page or a
// message of a thread they are party to. Operators resolve all open reports of one item at once.

export const flagKinds = ['campaign', 'creator', 'message'] as const;
export type FlagKind = (typeof flagKinds)[number];

export const flagReasons = ['spam', 'scam', 'offensive', 'impersonation', 'other'] as const;
export type FlagReason = (typeof flagReasons)[number];

export const flagOutcomes = ['no_action', 'hide', 'suspend'] as const;
export type FlagOutcome = (typeof flagOutcomes)[number];

/** The item as the reporter saw it when reporting: a campaign's title and text, a creator's name and bio, a message's text. */
export type FlagSnapshot = { title?: string; name?: string; text?: string; author?: string };

export const userReports = pgTable(
  'user_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterRole: text('reporter_role', { enum: roles }).notNull(),
    reporterId: uuid('reporter_id').notNull(),
    itemKind: text('item_kind', { enum: flagKinds }).notNull(),
    itemId: uuid('item_id').notNull(),
    /** Whose item it is (a campaign's brand, the creator, a message's author): the account a suspension would reach. */
    ownerRole: text('owner_role', { enum: roles }).notNull(),
    ownerId: uuid('owner_id').notNull(),
    reason: text('reason', { enum: flagReasons }).notNull(),
    details: text('details').notNull().default(''),
    snapshot: jsonb('snapshot').$type<FlagSnapshot>().notNull(),
    /** Null while open; the operator's decision once resolved. */
    outcome: text('outcome', { enum: flagOutcomes }),
    resolvedBy: uuid('resolved_by'),
    resolutionNote: text('resolution_note'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open report per reporter and item.
    uniqueIndex('user_reports_open_key')
      .on(t.reporterRole, t.reporterId, t.itemKind, t.itemId)
      .where(sql`${t.outcome} is null`),
    // The operators' queue: open reports grouped by item, oldest first.
    index('user_reports_open_idx')
      .on(t.itemKind, t.itemId, t.createdAt)
      .where(sql`${t.outcome} is null`),
    // The daily limit: a reporter's reports of the last day.
    index('user_reports_reporter_idx').on(t.reporterRole, t.reporterId, t.createdAt.desc()),
    check('user_reports_kind_check', sql`${t.itemKind} in ('campaign','creator','message')`),
    check('user_reports_reason_check', sql`${t.reason} in ('spam','scam','offensive','impersonation','other')`),
    check('user_reports_outcome_check', sql`${t.outcome} is null or ${t.outcome} in ('no_action','hide','suspend')`),
    check('user_reports_details_length_check', sql`char_length(${t.details}) <= 1000`),
    check('user_reports_roles_check', sql`${t.reporterRole} in ('brand','creator') and ${t.ownerRole} in ('brand','creator')`),
  ],
);

export type UserReport = typeof userReports.$inferSelect;
