import { pgTable, uuid, text, timestamp, uniqueIndex, jsonb, index } from 'drizzle-orm/pg-core';
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
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('creators_email_key').on(sql`lower(${t.email})`), index('creators_city_idx').on(t.city)],
);

export type Creator = typeof creators.$inferSelect;
export type NewCreator = typeof creators.$inferInsert;
