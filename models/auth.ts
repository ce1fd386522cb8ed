import { pgTable, uuid, text, timestamp, integer, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { roles } from './notifications';

// Refresh tokens are stored as SHA-256 hashes; a family links every rotation of one sign-in.
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role', { enum: roles }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_subject_idx').on(t.role, t.subjectId),
  ],
);

export const emailCodePurposes = ['signup', 'reset', 'email-change'] as const;

// One-time e-mail codes (creator sign-up, password reset, a brand's new address), stored hashed.
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: emailCodePurposes }).notNull(),
    role: text('role', { enum: roles }).notNull().default('creator'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_codes_lookup_idx').on(t.email, t.purpose, t.role, t.createdAt.desc().nullsFirst())],
);

// Phone numbers proven through the phone provider (E.164), with the local provider's code.
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    provider: text('provider').notNull(),
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_verifications_phone_idx').on(t.phone, t.createdAt.desc().nullsFirst())],
);

export type RefreshToken = typeof refreshTokens.$inferSelect;
export type EmailCode = typeof emailCodes.$inferSelect;
export type PhoneVerification = typeof phoneVerifications.$inferSelect;
