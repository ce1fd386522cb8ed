import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The last tax-invoice number given out in each Indian financial year ("2026-27"): numbers are
 * taken by incrementing this row inside the transaction that records the invoice, so a rolled-back
 * invoice gives its number back and the series has no gaps (lib/payments/invoices/series.ts).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    financialYear: text('financial_year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    check('invoice_counters_year_check', sql`${t.financialYear} ~ '^[0-9]{4}-[0-9]{2}$'`),
    check('invoice_counters_positive_check', sql`${t.lastNumber} > 0`),
  ],
);

/**
 * One tax invoice per funding (issue 34), for the platform fee and its GST, written in the
 * transaction in which the capture makes the payment `funded`. What it prints is kept as it was
 * on the day (the brand's name, address and GSTIN, ours, the tax lines), so a later change of
 * either profile or of the settings never rewrites an issued invoice. It keeps no foreign key to
 * the payment: like the ledger, it outlives what it records.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id').notNull(),
    brandId: uuid('brand_id').notNull(),
    /** "CM/26-27/000123": the financial year's gapless series (lib/payments/invoices/series.ts). */
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerAddress: text('buyer_address').notNull().default(''),
    buyerGstin: text('buyer_gstin'),
    sellerName: text('seller_name').notNull(),
    sellerAddress: text('seller_address').notNull(),
    sellerGstin: text('seller_gstin').notNull(),
    description: text('description').notNull(),
    supply: text('supply', { enum: ['intra', 'inter'] }).notNull(),
    /** The creator's fee the brand paid with it (not invoiced by us: the creator's income). */
    feePaise: integer('fee_paise').notNull(),
    /** The taxable value: our platform fee. */
    platformFeePaise: integer('platform_fee_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    /** Platform fee + GST: the invoice's total. */
    totalPaise: integer('total_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_payment_key').on(t.paymentId),
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_year_sequence_key').on(t.financialYear, t.sequence),
    index('invoices_brand_idx').on(t.brandId, t.issuedAt),
    check('invoices_supply_check', sql`${t.supply} in ('intra','inter')`),
    check(
      'invoices_amounts_check',
      sql`${t.platformFeePaise} >= 0 and ${t.gstPaise} = ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} and ${t.totalPaise} = ${t.platformFeePaise} + ${t.gstPaise}`,
    ),
  ],
);

export type Invoice = typeof invoices.$inferSelect;
