import { pgTable, uuid, text, timestamp, uniqueIndex, jsonb, index, bigint, integer, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * One social handle. The audience figures are the creator's own statement ("self-reported");
 * handles stored before they existed have none. `followersUpdatedAt` (ISO) is set by the server
 * whenever `followers` changes.
 */
export type SocialHandle = {
  platform: string;
  handle: string;
  followers?: number;
  avgViews?: number;
  engagementRate?: number;
  followersUpdatedAt?: string;
};

export const creators = pgTable(
  'creators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull(),
    niche: text('niche').notNull().default(''),
    bio: text('bio').notNull().default(''),
    city: text('city').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    socialMediaHandles: jsonb('social_media_handles')
      .$type<SocialHandle[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    profilePicture: text('profile_picture'),
    /** The e-mail topics the account turned off (lib/mail/preferences.ts); account mails always go. */
    emailOff: text('email_off')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Derived by the database (trigger creators_derived, drizzle/0005): never written by the app.
    /** The largest self-reported follower count over all handles (the directory's "sort by followers"). */
    topFollowers: bigint('top_followers', { mode: 'number' }),
    /** lower(name, bio, niche, city, tags, handles): what the directory's text search matches (trigram index). */
    searchText: text('search_text').notNull().default(''),
    /** The lowest price of the creator's active packages in paise ("From ₹X"), kept by lib/packages/service.ts; null without one. */
    fromPricePaise: integer('from_price_paise'),
    // The trust summary a card shows (issue 35), kept by lib/trust/service.ts in the transactions
    // that change it, so a directory page reads no aggregate per card.
    /** How many brands' reviews of the creator show (published, not hidden), and their stars added up. */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingStars: integer('rating_stars').notNull().default(0),
    /** Collaborations the creator finished (stage `completed`). */
    jobsCompleted: integer('jobs_completed').notNull().default(0),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an operator (lib/moderation): no sign-in, no session, no public page; null again when reinstated. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('creators_email_key').on(sql`lower(${t.email})`),
    index('creators_city_idx').on(t.city),
    index('creators_top_followers_idx').on(t.topFollowers.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('creators_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('creators_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export type Creator = typeof creators.$inferSelect;
export type NewCreator = typeof creators.$inferInsert;

/**
 * One row per creator and platform, kept by the database from `creators.social_media_handles`
 * (trigger creators_audience_sync, drizzle/0005): the directory filters and sorts by a platform's
 * followers through one index range instead of reading every creator's JSON. Several handles on
 * one platform keep the largest count; a handle without figures has `followers` null.
 */
export const creatorAudiences = pgTable(
  'creator_audiences',
  {
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    handle: text('handle').notNull(),
    followers: bigint('followers', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.creatorId, t.platform] }),
    index('creator_audiences_platform_followers_idx').on(t.platform, t.followers.desc().nullsLast(), t.creatorId.desc().nullsFirst()),
  ],
);
