import { pgTable, uuid, text, timestamp, integer, index, uniqueIndex, check, bigserial, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { participationRequests } from './participation';
import { roles } from './notifications';

// Money of a collaboration (issue 34): one payment per paid job, a double-entry ledger of every
// movement of it, and the provider events already applied. Amounts are integer paise.

export const paymentStatuses = ['unfunded', 'pending', 'funded', 'released', 'refunded', 'disputed', 'paid_out'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The money of one paid collaboration (its fee, our fee and its GST) and where it stands. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collaborationId: uuid('collaboration_id')
      .notNull()
      .references(() => participationRequests.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id').notNull(),
    creatorId: uuid('creator_id').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('unfunded'),
    feePaise: integer('fee_paise').notNull(),
    platformFeePaise: integer('platform_fee_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    provider: text('provider').notNull(),
    /** The provider's order (one per payment: a failed attempt is retried on the same order). */
    orderId: text('order_id'),
    providerPaymentId: text('provider_payment_id'),
    /** What went to the creator when a dispute was settled by a split (else the fee on release). */
    creatorPaise: integer('creator_paise'),
    disputedBy: text('disputed_by', { enum: roles }),
    disputeReason: text('dispute_reason'),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    /** An operator's settlement of the dispute (issue 36): when, and the note both sides read. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settlementNote: text('settlement_note'),
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    paidOutAt: timestamp('paid_out_at', { withTimezone: true }),
    autoReleaseAt: timestamp('auto_release_at', { withTimezone: true }),
    /** The tax invoice of the funding (models/invoices.ts), written with it. */
    invoiceId: uuid('invoice_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_collaboration_key').on(t.collaborationId),
    uniqueIndex('payments_order_key').on(t.provider, t.orderId),
    index('payments_brand_idx').on(t.brandId, t.createdAt),
    index('payments_creator_idx').on(t.creatorId, t.createdAt),
    check('payments_status_check', sql`${t.status} in ('unfunded','pending','funded','released','refunded','disputed','paid_out')`),
    check(
      'payments_amounts_check',
      sql`${t.feePaise} > 0 and ${t.platformFeePaise} >= 0 and ${t.gstPaise} >= 0 and ${t.totalPaise} = ${t.feePaise} + ${t.platformFeePaise} + ${t.gstPaise}`,
    ),
  ],
);

export const ledgerAccounts = ['brand_funding', 'escrow', 'creator_payable', 'creator_paid', 'platform_fee', 'gst_payable', 'brand_refund'] as const;
export type LedgerAccount = (typeof ledgerAccounts)[number];

/**
 * The ledger, double entry: a movement is a set of entries (debits positive, credits negative)
 * that sums to zero, checked by the database when its transaction commits; rows are never
 * updated or deleted (triggers of migration 0012). It keeps no foreign key, so it outlives what it records.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    movementId: uuid('movement_id').notNull(),
    paymentId: uuid('payment_id').notNull(),
    /** capture | release | payout | refund | settle */
    kind: text('kind').notNull(),
    account: text('account', { enum: ledgerAccounts }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** The provider event that caused it, when one did. */
    eventId: text('event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_payment_idx').on(t.paymentId, t.id), index('ledger_entries_movement_idx').on(t.movementId)],
);

/** Provider events already applied (webhook idempotency): an event id is applied once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: text('order_id'),
    /** What it did: applied, or why not (duplicate state, unknown order). */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export type Payment = typeof payments.$inferSelect;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;
