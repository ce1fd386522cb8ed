import { pgTable, uuid, text, timestamp, integer, index, uniqueIndex, check, jsonb } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Deliverable } from './deliverables';
import { creators } from './creators';
import { brands } from './brands';
import { participationRequests } from './participation';

// A creator's storefront (issue 35): fixed-price packages a brand can order. Prices are integer paise.

export const packageStatuses = ['active', 'paused'] as const;
export type PackageStatus = (typeof packageStatuses)[number];

/** One package: what the creator makes (the brief's deliverables), for how much, in how many days. */
export const creatorPackages = pgTable(
  'creator_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    /** Where it shows among the creator's packages (0 first). */
    position: integer('position').notNull(),
    title: text('title').notNull(),
    platform: text('platform').notNull(),
    deliverables: jsonb('deliverables').$type<Deliverable[]>().notNull(),
    pricePaise: integer('price_paise').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    description: text('description').notNull().default(''),
    /** A paused package is hidden from brands; orders already made go on. */
    status: text('status', { enum: packageStatuses }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('creator_packages_creator_idx').on(t.creatorId, t.position),
    check('creator_packages_status_check', sql`${t.status} in ('active','paused')`),
    check('creator_packages_price_check', sql`${t.pricePaise} > 0`),
    check('creator_packages_days_check', sql`${t.deliveryDays} between 1 and 60`),
  ],
);

export type CreatorPackage = typeof creatorPackages.$inferSelect;

export const packageOrderStatuses = ['pending', 'accepted', 'declined', 'expired'] as const;
export type PackageOrderStatus = (typeof packageOrderStatuses)[number];

/**
 * A brand's order of a package: the collaboration it made (with a campaign of kind `order` holding
 * the package's terms and the brand's brief), the terms as ordered, and the creator's answer, due
 * by `expires_at` (else refused and refunded by the queue).
 */
export const packageOrders = pgTable(
  'package_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collaborationId: uuid('collaboration_id')
      .notNull()
      .references(() => participationRequests.id, { onDelete: 'cascade' }),
    /** The package ordered; null once the creator deleted it (the order goes on). */
    packageId: uuid('package_id').references(() => creatorPackages.id, { onDelete: 'set null' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    pricePaise: integer('price_paise').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    status: text('status', { enum: packageOrderStatuses }).notNull().default('pending'),
    declineReason: text('decline_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('package_orders_collaboration_key').on(t.collaborationId),
    index('package_orders_creator_idx').on(t.creatorId, t.status),
    check('package_orders_status_check', sql`${t.status} in ('pending','accepted','declined','expired')`),
  ],
);

export type PackageOrder = typeof packageOrders.$inferSelect;
