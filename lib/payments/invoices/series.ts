import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { invoiceCounters } from '@/models';

// Tax-invoice numbers: one consecutive series per Indian financial year (1 April to 31 March,
// India time). GST rules (CGST Rule 46(1)(b)) allow at most 16 characters of letters, digits,
// '-' and '/': "CM/26-27/000123" is 15, and stays within 16 up to 9,999,999 invoices a year.

const PREFIX = 'CM';
const IST_OFFSET_MS = 330 * 60_000;

/** The financial year a moment falls in, by the date in India: "2026-27" from 1 April 2026 to 31 March 2027. */
export function financialYearOf(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** "CM/26-27/000123" for the 123rd invoice of 2026-27. */
export function formatInvoiceNumber(financialYear: string, sequence: number): string {
  return `${PREFIX}/${financialYear.slice(2)}/${String(sequence).padStart(6, '0')}`;
}

/**
 * The next invoice number of the financial year `issuedAt` falls in, taken inside the caller's
 * transaction: the counter row stays locked until it commits (concurrent callers wait their
 * turn) and a rollback gives the number back, so the series has neither gaps nor repeats.
 */
export async function allocateInvoiceNumber(tx: Tx, issuedAt: Date): Promise<{ number: string; financialYear: string; sequence: number }> {
  const financialYear = financialYearOf(issuedAt);
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.financialYear, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ sequence: invoiceCounters.lastNumber });
  return { number: formatInvoiceNumber(financialYear, row.sequence), financialYear, sequence: row.sequence };
}
