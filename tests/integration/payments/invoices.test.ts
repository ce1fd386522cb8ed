import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { allocateInvoiceNumber, financialYearOf, formatInvoiceNumber } from '@/lib/payments/invoices/series';
import { gstOnFee, gstSplit } from '@/lib/payments/invoices/gst';
import { formatRupees, invoiceData, renderInvoicePdf } from '@/lib/payments/invoices/pdf';
import { pdfTextLines } from './pdf-text';

// The tax-invoice library of issue 34: the number series, the GST split and the PDF. Runs on
// PGlite and, with DATABASE_URL, on PostgreSQL, where the concurrent allocations really overlap.

const MAHARASHTRA = '27AAPFU0939F1ZV';
const KARNATAKA = '29AABCC1234D1Z7';

/** Allocations in their own transactions, all at once; `fail` of them roll back after taking a number. */
async function allocateConcurrently(count: number, at: Date, fail: (i: number) => boolean = () => false) {
  const db = await getDb();
  const results = await Promise.allSettled(
    Array.from({ length: count }, (_, i) =>
      db.transaction(async (tx) => {
        const got = await allocateInvoiceNumber(tx, at);
        if (fail(i)) throw new Error('rolled back on purpose');
        return got;
      }),
    ),
  );
  return results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
}

describe('invoice number series', () => {
  it('names the Indian financial year by the date in India (April to March)', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-03-31T23:59:59+05:30'))).toBe('2025-26');
    // 31 March 19:00 UTC is already 1 April in India.
    expect(financialYearOf(new Date('2027-03-31T19:00:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T12:00:00Z'))).toBe('2099-00');
    expect(formatInvoiceNumber('2026-27', 123)).toBe('CM/26-27/000123');
    // GST rules: at most 16 characters.
    expect(formatInvoiceNumber('2026-27', 9_999_999)).toHaveLength(16);
  });

  it('gives concurrent transactions consecutive, unique numbers, and a rolled-back one gives its number back', async () => {
    const at = new Date('2030-06-15T10:00:00+05:30');
    const got = await allocateConcurrently(24, at, (i) => i % 5 === 2);
    const sequences = got.map((g) => g.sequence).sort((a, b) => a - b);
    expect(got).toHaveLength(24 - 5);
    expect(sequences).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(new Set(got.map((g) => g.number)).size).toBe(19);
    expect(got.every((g) => g.financialYear === '2030-31' && g.number.startsWith('CM/30-31/'))).toBe(true);
    // The next one follows on.
    const db = await getDb();
    expect(await db.transaction((tx) => allocateInvoiceNumber(tx, at))).toMatchObject({ number: 'CM/30-31/000020', sequence: 20 });
  });

  it('starts again at 1 when the year rolls over on 1 April (India time), and each year keeps its own count', async () => {
    const db = await getDb();
    const take = (at: string) => db.transaction((tx) => allocateInvoiceNumber(tx, new Date(at)));
    expect((await take('2032-03-31T18:29:59Z')).number).toBe('CM/31-32/000001');
    expect((await take('2032-03-31T18:29:59Z')).number).toBe('CM/31-32/000002');
    expect((await take('2032-03-31T18:30:00Z')).number).toBe('CM/32-33/000001');
    // A late invoice dated in the old year continues the old series.
    expect((await take('2032-02-01T10:00:00Z')).number).toBe('CM/31-32/000003');
    expect((await take('2032-04-02T10:00:00Z')).number).toBe('CM/32-33/000002');
  });

  it('keeps the first numbers of a new year gapless when its first allocations race', async () => {
    const got = await allocateConcurrently(10, new Date('2034-04-01T00:00:01+05:30'), (i) => i === 0);
    expect(got.map((g) => g.sequence).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('GST on the platform fee', () => {
  it('splits 18% into CGST 9% + SGST 9% when the brand is in our state', () => {
    expect(gstSplit({ platformFeePaise: 80_000, brandGstin: '29AAPFU0939F1ZC', platformGstin: KARNATAKA })).toEqual({
      supply: 'intra',
      taxablePaise: 80_000,
      cgstPaise: 7_200,
      sgstPaise: 7_200,
      igstPaise: 0,
      gstPaise: 14_400,
      totalPaise: 94_400,
    });
  });

  it('charges IGST 18% when the brand is in another state', () => {
    expect(gstSplit({ platformFeePaise: 80_000, brandGstin: MAHARASHTRA, platformGstin: KARNATAKA })).toEqual({
      supply: 'inter',
      taxablePaise: 80_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 14_400,
      gstPaise: 14_400,
      totalPaise: 94_400,
    });
  });

  it('taxes a brand without a GSTIN as within our state', () => {
    expect(gstSplit({ platformFeePaise: 1_000, brandGstin: null, platformGstin: KARNATAKA }).supply).toBe('intra');
    expect(gstSplit({ platformFeePaise: 1_000, brandGstin: '', platformGstin: KARNATAKA }).supply).toBe('intra');
  });

  it.each([
    // fee paise → 18% exactly → rounded half up once
    [1, 0], // 0.18
    [3, 1], // 0.54
    [25, 5], // 4.5 → 5 (half up)
    [75, 14], // 13.5 → 14
    [2_775, 500], // 499.5 → 500
    [2_774, 499], // 499.32
    [12_345, 2_222], // 2222.1
    [80_000, 14_400],
    [0, 0],
  ])('rounds 18%% of %i paise half up, once, to %i paise', (fee, gst) => {
    expect(gstOnFee(fee)).toBe(gst);
  });

  it('makes lines that add up for every fee, the odd paisa of an odd tax going to CGST', () => {
    for (let fee = 0; fee <= 5_000; fee += 7) {
      const intra = gstSplit({ platformFeePaise: fee, brandGstin: KARNATAKA, platformGstin: KARNATAKA });
      const inter = gstSplit({ platformFeePaise: fee, brandGstin: MAHARASHTRA, platformGstin: KARNATAKA });
      expect(intra.cgstPaise + intra.sgstPaise).toBe(intra.gstPaise);
      expect(intra.cgstPaise - intra.sgstPaise).toBe(intra.gstPaise % 2);
      expect(inter.igstPaise).toBe(inter.gstPaise);
      expect(intra.gstPaise).toBe(inter.gstPaise);
      expect(intra.totalPaise).toBe(fee + intra.gstPaise);
    }
    expect(gstSplit({ platformFeePaise: 25, brandGstin: KARNATAKA, platformGstin: KARNATAKA })).toMatchObject({ cgstPaise: 3, sgstPaise: 2, gstPaise: 5 });
  });

  it('refuses an amount that is not whole paise', () => {
    expect(() => gstOnFee(10.5)).toThrow(RangeError);
    expect(() => gstOnFee(-1)).toThrow(RangeError);
  });
});

describe('the tax invoice PDF', () => {
  const issuedAt = new Date('2026-11-26T10:00:00+05:30');
  const buyer = { name: 'Chai Point Beverages Pvt Ltd', address: '14 Linking Road, Bandra West, Mumbai, Maharashtra 400050', gstin: MAHARASHTRA };

  it('is a valid one-page PDF with our name, address and GSTIN, the brand, the number, SAC 998365 and IGST for another state', async () => {
    const data = invoiceData({
      number: 'CM/26-27/000123',
      issuedAt,
      buyer,
      description: 'Marketplace service fee: collaboration “Summer launch” with Asha Rao',
      reference: 'pay_7f3a',
      platformFeePaise: 80_000,
    });
    const pdf = await renderInvoicePdf(data);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF/);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Tax invoice CM/26-27/000123');
    expect(doc.getSubject()).toBe('Platform fee Rs. 800.00 + GST Rs. 144.00 = Rs. 944.00');

    const text = pdfTextLines(pdf);
    const { PLATFORM_LEGAL_NAME, PLATFORM_GSTIN } = env();
    expect(text).toEqual(
      expect.arrayContaining([
        'TAX INVOICE',
        PLATFORM_LEGAL_NAME,
        `GSTIN: ${PLATFORM_GSTIN}`,
        'Chai Point Beverages Pvt Ltd',
        `GSTIN: ${MAHARASHTRA}`,
        'CM/26-27/000123',
        '26 Nov 2026',
        '27 (Maharashtra)',
        'pay_7f3a',
        '998365',
        'IGST @ 18%',
        'Rs. 800.00',
        'Rs. 144.00',
        'Total',
        'Rs. 944.00',
      ]),
    );
    expect(text.join('\n')).toContain('Indiranagar');
    expect(text.join('\n')).toContain('Summer launch');
    expect(text).not.toContain('CGST @ 9%');
  });

  it('prints CGST and SGST lines for a brand in our state, and the same invoice renders to the same bytes', async () => {
    const data = invoiceData({
      number: 'CM/26-27/000124',
      issuedAt,
      buyer: { name: 'Bengaluru Brews', gstin: '29AAPFU0939F1ZC' },
      description: 'Marketplace service fee',
      platformFeePaise: 1_234_567,
    });
    expect(data.tax).toMatchObject({ supply: 'intra', cgstPaise: 111_111, sgstPaise: 111_111, gstPaise: 222_222, totalPaise: 1_456_789 });
    const pdf = await renderInvoicePdf(data);
    const text = pdfTextLines(pdf);
    expect(text).toEqual(
      expect.arrayContaining(['CGST @ 9%', 'SGST @ 9%', 'Rs. 12,345.67', 'Rs. 1,111.11', 'Rs. 2,222.22', 'Rs. 14,567.89', '29 (Karnataka)']),
    );
    expect(text).not.toContain('IGST @ 18%');
    expect((await renderInvoicePdf(data)).equals(pdf)).toBe(true);
  });

  it('prints what the standard fonts cannot draw as "?" rather than failing', async () => {
    const pdf = await renderInvoicePdf(
      invoiceData({ number: 'CM/26-27/000125', issuedAt, buyer: { name: 'चाय Café ₹', gstin: null }, description: 'Fee 🎉', platformFeePaise: 100 }),
    );
    const text = pdfTextLines(pdf);
    expect(text).toEqual(expect.arrayContaining(['??? Café ?', 'GSTIN: not registered', 'Fee ?']));
  });

  it('writes rupees from paise with Indian grouping', () => {
    expect(formatRupees(0)).toBe('Rs. 0.00');
    expect(formatRupees(5)).toBe('Rs. 0.05');
    expect(formatRupees(12_345_678_90)).toBe('Rs. 1,23,45,678.90');
  });
});
