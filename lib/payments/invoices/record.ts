import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Executor, Tx } from '@/lib/db';
import { forbidden, notFound } from '@/lib/errors';
import { isUuid } from '@/lib/uuid';
import type { Actor } from '@/lib/auth/tokens';
import { isValidGstin, normalizeGstin } from '@/lib/brands/gst';
import { brands, campaigns, creators, invoices, participationRequests, payments, type Invoice, type Payment } from '@/models';
import { invoiceData, renderInvoicePdf, type InvoiceData } from './pdf';
import { allocateInvoiceNumber } from './series';

// The tax invoice of each funding (issue 34): recorded in the transaction in which the capture
// makes the payment `funded` (its row locked), with the next number of the financial year and a
// copy of everything it prints; rendered as PDF on request, to the brand that paid only.

const INVOICE_NOT_FOUND = 'Invoice not found';

/**
 * Records the invoice of a payment being funded, once, and links the payment to it: a payment that
 * has one keeps it (and no number is taken for it). The caller holds the payment's row lock, so two
 * captures cannot both get here; the unique index on payment_id is the last guard.
 *
 * Call it last in the transaction: the number is taken from the financial year's counter, one row
 * that every capture locks in turn until it commits. Everything read first (the parties), only the
 * number, the invoice and the link are written while it is held.
 */
export async function recordInvoice(tx: Tx, p: Payment, issuedAt = new Date()): Promise<Invoice> {
  const [existing] = await tx.select().from(invoices).where(eq(invoices.paymentId, p.id));
  if (existing) return existing;
  const [who] = await tx
    .select({ brandName: brands.brandName, address: brands.address, gstNo: brands.gstNo, campaignName: campaigns.campaignName, creatorName: creators.name })
    .from(participationRequests)
    .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
    .innerJoin(brands, eq(brands.id, participationRequests.brandId))
    .innerJoin(creators, eq(creators.id, participationRequests.creatorId))
    .where(eq(participationRequests.id, p.collaborationId));
  if (!who) throw new Error(`payment ${p.id}: its collaboration is gone`);
  const gstin = normalizeGstin(who.gstNo);
  const { number, financialYear, sequence } = await allocateInvoiceNumber(tx, issuedAt);
  const data = invoiceData({
    number,
    issuedAt,
    buyer: { name: who.brandName, address: who.address, gstin: isValidGstin(gstin) ? gstin : null },
    description: `Marketplace service fee: collaboration “${who.campaignName}” with ${who.creatorName}`,
    reference: p.id,
    platformFeePaise: p.platformFeePaise,
  });
  // The payment's GST was computed by the same rule when the bill was made; they cannot disagree.
  if (data.tax.gstPaise !== p.gstPaise) throw new Error(`payment ${p.id}: GST ${p.gstPaise} differs from the invoice's ${data.tax.gstPaise}`);
  const [row] = await tx
    .insert(invoices)
    .values({
      paymentId: p.id,
      brandId: p.brandId,
      number,
      financialYear,
      sequence,
      issuedAt,
      buyerName: data.buyer.name,
      buyerAddress: data.buyer.address ?? '',
      buyerGstin: data.buyer.gstin,
      sellerName: data.seller.name,
      sellerAddress: data.seller.address ?? '',
      sellerGstin: data.seller.gstin,
      description: data.description,
      supply: data.tax.supply,
      feePaise: p.feePaise,
      platformFeePaise: data.tax.taxablePaise,
      cgstPaise: data.tax.cgstPaise,
      sgstPaise: data.tax.sgstPaise,
      igstPaise: data.tax.igstPaise,
      gstPaise: data.tax.gstPaise,
      totalPaise: data.tax.totalPaise,
    })
    .returning();
  await tx.update(payments).set({ invoiceId: row!.id }).where(eq(payments.id, p.id));
  return row!;
}

/** What an invoice prints, from its record (never from today's profiles or settings). */
function invoiceDataOf(row: Invoice): InvoiceData {
  return {
    number: row.number,
    issuedAt: row.issuedAt,
    seller: { name: row.sellerName, address: row.sellerAddress, gstin: row.sellerGstin },
    buyer: { name: row.buyerName, address: row.buyerAddress, gstin: row.buyerGstin },
    description: row.description,
    reference: row.paymentId,
    tax: {
      supply: row.supply,
      taxablePaise: row.platformFeePaise,
      cgstPaise: row.cgstPaise,
      sgstPaise: row.sgstPaise,
      igstPaise: row.igstPaise,
      gstPaise: row.gstPaise,
      totalPaise: row.totalPaise,
    },
  };
}

/** A file name for the invoice: "invoice-CM-26-27-000123.pdf". */
const invoiceFilename = (number: string) => `invoice-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

/**
 * The PDF of a payment's tax invoice, for the brand that paid it only: a creator is refused (403),
 * another brand's payment, an unknown id or a payment not funded yet is not found (404).
 */
export async function invoicePdf(db: Executor, actor: Actor, paymentId: string): Promise<{ pdf: Buffer; filename: string }> {
  if (actor.role !== 'brand') throw forbidden('Only the brand that paid gets the tax invoice');
  if (!isUuid(paymentId)) throw notFound(INVOICE_NOT_FOUND);
  const [row] = await db
    .select({ invoice: invoices })
    .from(payments)
    .innerJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(and(eq(payments.id, paymentId), eq(payments.brandId, actor.id), eq(invoices.brandId, actor.id)));
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  return { pdf: await renderInvoicePdf(invoiceDataOf(row.invoice)), filename: invoiceFilename(row.invoice.number) };
}
