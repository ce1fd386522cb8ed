import { pgTable, uuid, text, timestamp, index } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { participationRequests } from './participation';

export const roles = ['brand', 'creator'] as const;
export type Role = (typeof roles)[number];

// One table for both roles: a recipient is (role, id). Types: approval, rejection (creator),
// request (brand).
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientRole: text('recipient_role', { enum: roles }).notNull(),
    recipientId: uuid('recipient_id').notNull(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id'),
    // The collaboration a step's notification is about: where the notification leads.
    collaborationId: uuid('collaboration_id').references(() => participationRequests.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_recipient_created_idx').on(t.recipientRole, t.recipientId, t.createdAt.desc().nullsFirst())],
);

export type Notification = typeof notifications.$inferSelect;
