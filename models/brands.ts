import { pgTable, uuid, text, timestamp, uniqueIndex, integer } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull(),
    brandName: text('brand_name').notNull(),
    brandLogo: text('brand_logo'),
    companyType: text('company_type').notNull(),
    gstNo: text('gst_no').notNull(),
    address: text('address').notNull().default(''),
    // A new address the brand asked for, waiting for the code mailed to it; `email` changes only then.
    pendingEmail: text('pending_email'),
    /** The e-mail topics the account turned off (lib/mail/preferences.ts); account mails always go. */
    emailOff: text('email_off')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** How many creators' reviews of the brand show, and their stars added up (kept by lib/trust/service.ts). */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingStars: integer('rating_stars').notNull().default(0),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an operator (lib/moderation): no sign-in, no session, its campaigns hidden; null again when reinstated. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brands_email_key').on(sql`lower(${t.email})`)],
);

export type Brand = typeof brands.$inferSelect;
export type NewBrand = typeof brands.$inferInsert;
