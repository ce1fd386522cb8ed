import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';

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
