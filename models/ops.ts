import { pgTable, uuid, text, timestamp, integer, index, uniqueIndex, jsonb } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

// The people who run the marketplace (issue 36). Operators are not a third account role: they sign
// in at /ops with a password and a TOTP code, hold sessions of their own (8 h) and never show in
// the brands' and creators' lists or API.

export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** Null until the one-time setup link is used. */
    passwordHash: text('password_hash'),
    /** The TOTP secret, AES-256-GCM encrypted with a key derived from the server's secret (lib/ops/secret-box.ts). */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is good once, never replayed within its window. */
    totpLastStep: integer('totp_last_step'),
    /** Keyed hashes of the unused recovery codes; each replaces a TOTP code once. */
    recoveryCodeHashes: text('recovery_code_hashes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operators_email_key').on(t.email)],
);

/** The one-time links `npm run operator -- create` prints: stored hashed, expiring, used once. */
export const operatorSetupTokens = pgTable(
  'operator_setup_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operator_setup_tokens_hash_key').on(t.tokenHash)],
);

/** An operator's sign-in: 8 hours at most, ended by signing out; holds the time of the last TOTP check. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    totpAt: timestamp('totp_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId, t.createdAt)],
);

/**
 * Every operator action: who, when, what, on what, why, and the state before and after.
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0019).
 */
export const opsAuditLog = pgTable(
  'ops_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for an action by no signed-in operator (a failed sign-in names the address tried in `targetId`). */
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'restrict' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id'),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('ops_audit_log_at_idx').on(t.at.desc(), t.id.desc()), index('ops_audit_log_operator_idx').on(t.operatorId, t.at.desc())],
);

export type Operator = typeof operators.$inferSelect;
export type OperatorSession = typeof operatorSessions.$inferSelect;
export type OpsAuditEntry = typeof opsAuditLog.$inferSelect;
