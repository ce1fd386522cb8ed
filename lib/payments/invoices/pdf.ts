import 'server-only';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { env } from '@/lib/env';
import { gstinState, gstSplit, GST_RATE_PERCENT, type GstSplit } from './gst';
import { placeOfSupply } from './states';

// The tax invoice for the platform fee, as a one-page A4 PDF. The fee paid to the creator is the
// creator's income and not on it. Written with the PDF standard fonts (nothing downloaded or
// embedded), which cover Windows-1252 only: amounts say "Rs." (no ₹ glyph), and any character
// outside that set prints as "?".

/** The services' accounting code for the platform fee (other support services n.e.c.). */
const SAC_CODE = '998365';

type InvoiceParty = { name: string; address?: string | null; gstin: string | null };

/** Everything printed on one invoice. */
export type InvoiceData = {
  number: string;
  issuedAt: Date;
  seller: InvoiceParty & { gstin: string };
  buyer: InvoiceParty;
  /** The fee line's text, e.g. "Marketplace service fee: collaboration “Summer launch” with Asha Rao". */
  description: string;
  /** What the invoice is for, printed under the number (the payment or order id). */
  reference?: string;
  tax: GstSplit;
};

/**
 * An invoice's data from what the caller knows: the seller from the settings (PLATFORM_LEGAL_NAME,
 * PLATFORM_ADDRESS, PLATFORM_GSTIN) and the tax lines from the fee and the two GSTINs.
 */
export function invoiceData(input: {
  number: string;
  issuedAt: Date;
  buyer: InvoiceParty;
  description: string;
  reference?: string;
  platformFeePaise: number;
}): InvoiceData {
  const { PLATFORM_LEGAL_NAME, PLATFORM_ADDRESS, PLATFORM_GSTIN } = env();
  const { platformFeePaise, ...rest } = input;
  return {
    ...rest,
    seller: { name: PLATFORM_LEGAL_NAME, address: PLATFORM_ADDRESS, gstin: PLATFORM_GSTIN },
    tax: gstSplit({ platformFeePaise, brandGstin: input.buyer.gstin, platformGstin: PLATFORM_GSTIN }),
  };
}

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** "Rs. 1,23,456.78" from integer paise (no floating point on the way). */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}Rs. ${grouping.format(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

// Windows-1252's printable characters (what the standard fonts can draw).
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function printable(text: string): string {
  return Array.from(text.normalize('NFC'), (ch) => {
    const c = ch.codePointAt(0)!;
    if (c === 0x09 || c === 0x0a || c === 0x0d) return ' ';
    return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(ch) ? ch : '?';
  }).join('');
}

/** Words of `text` in lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

type Fonts = { regular: PDFFont; bold: PDFFont };
const INK = rgb(0.12, 0.12, 0.16);
const MUTED = rgb(0.4, 0.4, 0.45);
const RULE = rgb(0.8, 0.8, 0.84);
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;

class Writer {
  y = A4[1] - MARGIN;
  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {}
  text(text: string, x: number, opts: { size?: number; bold?: boolean; color?: typeof INK; right?: boolean } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const shown = printable(text);
    const at = opts.right ? x - font.widthOfTextAtSize(shown, size) : x;
    this.page.drawText(shown, { x: at, y: this.y, size, font, color: opts.color ?? INK });
  }
  lines(lines: string[], x: number, size = 10, color = INK) {
    for (const l of lines) {
      this.text(l, x, { size, color });
      this.down(size + 3);
    }
  }
  down(by: number) {
    this.y -= by;
  }
  rule() {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.75, color: RULE });
  }
}

/** The invoice as PDF bytes (one A4 page). */
export async function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const w = new Writer(doc.addPage(A4), fonts);
  const right = A4[0] - MARGIN;
  const half = A4[0] / 2 + 10;
  const width = half - MARGIN - 20;

  w.text('TAX INVOICE', MARGIN, { size: 18, bold: true });
  w.text(data.seller.name, right, { size: 11, bold: true, right: true });
  w.down(30);

  // Seller and invoice facts side by side.
  const top = w.y;
  w.text('From', MARGIN, { size: 9, color: MUTED });
  w.down(14);
  w.text(data.seller.name, MARGIN, { bold: true });
  w.down(13);
  w.lines(wrap(data.seller.address ?? '', fonts.regular, 10, width), MARGIN);
  w.text(`GSTIN: ${data.seller.gstin}`, MARGIN);
  const leftEnd = w.y;
  w.y = top;
  const facts: [string, string][] = [
    ['Invoice number', data.number],
    ['Invoice date', dateFormat.format(data.issuedAt)],
    ['Place of supply', placeOfSupply(gstinState(data.buyer.gstin) ?? gstinState(data.seller.gstin)!)],
    ...(data.reference ? ([['Reference', data.reference]] as [string, string][]) : []),
  ];
  for (const [label, value] of facts) {
    w.text(label, half, { size: 9, color: MUTED });
    w.text(value, right, { right: true, bold: label === 'Invoice number' });
    w.down(15);
  }
  w.y = Math.min(w.y, leftEnd) - 16;

  w.text('Bill to', MARGIN, { size: 9, color: MUTED });
  w.down(14);
  w.text(data.buyer.name, MARGIN, { bold: true });
  w.down(13);
  if (data.buyer.address) w.lines(wrap(data.buyer.address, fonts.regular, 10, A4[0] - 2 * MARGIN), MARGIN);
  w.text(data.buyer.gstin ? `GSTIN: ${data.buyer.gstin}` : 'GSTIN: not registered', MARGIN);
  w.down(28);

  // The one line and its tax.
  const cols = { sac: 340, amount: right };
  w.rule();
  w.down(14);
  w.text('Description', MARGIN, { size: 9, bold: true });
  w.text('HSN/SAC', cols.sac, { size: 9, bold: true });
  w.text('Amount', cols.amount, { size: 9, bold: true, right: true });
  w.down(8);
  w.rule();
  w.down(16);
  const descriptionTop = w.y;
  w.text(SAC_CODE, cols.sac);
  w.text(formatRupees(data.tax.taxablePaise), cols.amount, { right: true });
  w.lines(wrap(data.description, fonts.regular, 10, cols.sac - MARGIN - 16), MARGIN);
  w.y = Math.min(w.y, descriptionTop - 13) - 6;
  w.rule();
  w.down(18);

  const half_rate = GST_RATE_PERCENT / 2;
  const totals: [string, number, boolean?][] = [
    ['Taxable value', data.tax.taxablePaise],
    ...(data.tax.supply === 'intra'
      ? ([
          [`CGST @ ${half_rate}%`, data.tax.cgstPaise],
          [`SGST @ ${half_rate}%`, data.tax.sgstPaise],
        ] as [string, number][])
      : ([[`IGST @ ${GST_RATE_PERCENT}%`, data.tax.igstPaise]] as [string, number][])),
    ['Total GST', data.tax.gstPaise],
    ['Total', data.tax.totalPaise, true],
  ];
  for (const [label, paise, strong] of totals) {
    if (strong) {
      w.down(4);
      w.page.drawLine({ start: { x: half, y: w.y + 12 }, end: { x: right, y: w.y + 12 }, thickness: 0.75, color: RULE });
    }
    w.text(label, half, { bold: strong, size: strong ? 11 : 10 });
    w.text(formatRupees(paise), right, { right: true, bold: strong, size: strong ? 11 : 10 });
    w.down(16);
  }
  w.down(24);
  w.lines(
    [
      'Amounts in Indian rupees (INR). This invoice is for the platform fee only: the fee paid to the creator is their',
      'income, invoiced by them where the law asks it. Tax is not payable on reverse charge.',
      'This is a computer-generated invoice and needs no signature.',
    ],
    MARGIN,
    8,
    MUTED,
  );

  doc.setTitle(`Tax invoice ${data.number}`);
  doc.setAuthor(printable(data.seller.name));
  doc.setSubject(`Platform fee ${formatRupees(data.tax.taxablePaise)} + GST ${formatRupees(data.tax.gstPaise)} = ${formatRupees(data.tax.totalPaise)}`);
  doc.setCreator('CollabMarket');
  doc.setProducer('CollabMarket');
  // The document's dates are the invoice's: the same invoice renders to the same bytes.
  doc.setCreationDate(data.issuedAt);
  doc.setModificationDate(data.issuedAt);
  return Buffer.from(await doc.save());
}
