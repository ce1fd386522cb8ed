import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { creators } from './creators';

export const PAYOUT_METHOD_KINDS = ['upi', 'bank'] as const;
export type PayoutMethodKind = (typeof PAYOUT_METHOD_KINDS)[number];

/**
 * Where a creator's released money goes: one UPI ID or one bank account (holder's name, IFSC,
 * account number), stored in full because a payout needs it, and never answered unmasked
 * (lib/payout-method/mask.ts). Saving again replaces it.
 */
export const creatorPayoutMethods = pgTable(
  'creator_payout_methods',
  {
    creatorId: uuid('creator_id')
      .primaryKey()
      .references(() => creators.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAYOUT_METHOD_KINDS }).notNull(),
    upiId: text('upi_id'),
    accountName: text('account_name'),
    ifsc: text('ifsc'),
    accountNumber: text('account_number'),
    /** The creator's Razorpay Route linked account, made from the bank account on their first Razorpay payout; cleared when the method changes. */
    razorpayAccountId: text('razorpay_account_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'creator_payout_methods_shape_check',
      sql`(${t.kind} = 'upi' and ${t.upiId} is not null and ${t.accountName} is null and ${t.ifsc} is null and ${t.accountNumber} is null)
       or (${t.kind} = 'bank' and ${t.upiId} is null and ${t.accountName} is not null and ${t.ifsc} is not null and ${t.accountNumber} is not null)`,
    ),
    check('creator_payout_methods_ifsc_check', sql`${t.ifsc} ~ '^[A-Z]{4}0[A-Z0-9]{6}$'`),
    check('creator_payout_methods_account_check', sql`${t.accountNumber} ~ '^[0-9]{9,18}$'`),
  ],
);

export type CreatorPayoutMethod = typeof creatorPayoutMethods.$inferSelect;
