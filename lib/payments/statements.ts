import 'server-only';
import { desc, eq, isNotNull, and } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { requireRole } from '@/lib/auth/roles';
import type { Actor } from '@/lib/auth/tokens';
import { csvDownload, toCsv, type CsvCell } from '@/lib/http/csv';
import { PAYMENT_WORDS, PAYOUT_WORDS, type PayoutState } from './statement-words';
import { brands, campaigns, creatorPayoutMethods, creators, invoices, participationRequests, payments, type PaymentStatus } from '@/models';

// The money statements (issue 34): the brand's payments (every funding, refund and invoice) and the
// creator's payouts (held, payable, paid out), as JSON or CSV. Amounts are integer paise in JSON
// and rupees with two decimals in CSV; CSV dates are India time.

/** One funding or refund of a brand's. */
export type BrandStatementEntry = {
  kind: 'funding' | 'refund';
  date: string;
  paymentId: string;
  collaborationId: string;
  campaignName: string;
  creatorName: string;
  /** The movement's parts: the creator's fee, our platform fee and its GST, and their sum. */
  feePaise: number;
  platformFeePaise: number;
  gstPaise: number;
  totalPaise: number;
  /** The payment's status now. */
  status: PaymentStatus;
  /** The funding's tax invoice (on funding entries). */
  invoice: { _id: string; number: string } | null;
};

export type BrandStatement = {
  entries: BrandStatementEntry[];
  totals: { fundedPaise: number; refundedPaise: number; netPaise: number; platformFeePaise: number; gstPaise: number };
};

export type CreatorPayout = {
  paymentId: string;
  collaborationId: string;
  campaignName: string;
  brandName: string;
  state: PayoutState;
  /** What is (or was) theirs: the fee while held, what was released to them after. */
  amountPaise: number;
  fundedAt: string;
  releasedAt: string | null;
  paidOutAt: string | null;
};

export type CreatorStatement = {
  /** False while they have saved no payout method: released money then waits as payable. */
  hasPayoutMethod: boolean;
  payouts: CreatorPayout[];
  totals: { heldPaise: number; payablePaise: number; paidOutPaise: number };
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The signed-in brand's fundings and refunds, newest first, with their invoices. */
export async function brandStatement(actor: Actor | null): Promise<BrandStatement> {
  requireRole(actor, 'brand', 'Only brands have payments');
  const db = await getDb();
  const rows = await db
    .select({ p: payments, campaignName: campaigns.campaignName, creatorName: creators.name, invoiceNumber: invoices.number })
    .from(payments)
    .innerJoin(participationRequests, eq(participationRequests.id, payments.collaborationId))
    .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
    .innerJoin(creators, eq(creators.id, payments.creatorId))
    .leftJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(payments.brandId, actor.id), isNotNull(payments.fundedAt)))
    .orderBy(desc(payments.fundedAt), desc(payments.id));
  const entries: BrandStatementEntry[] = [];
  for (const { p, campaignName, creatorName, invoiceNumber } of rows) {
    const common = { paymentId: p.id, collaborationId: p.collaborationId, campaignName, creatorName, status: p.status };
    entries.push({
      kind: 'funding',
      date: p.fundedAt!.toISOString(),
      ...common,
      feePaise: p.feePaise,
      platformFeePaise: p.platformFeePaise,
      gstPaise: p.gstPaise,
      totalPaise: p.totalPaise,
      invoice: p.invoiceId && invoiceNumber ? { _id: p.invoiceId, number: invoiceNumber } : null,
    });
    if (p.refundedAt) {
      // A refund gives back everything (a cancel before live, a dispute settled for the brand), or
      // the fee less the creator's share of a split: our fee and its GST were then earned.
      const whole = p.status === 'refunded';
      const feeBack = whole ? p.feePaise : p.feePaise - (p.creatorPaise ?? p.feePaise);
      const platformFeeBack = whole ? p.platformFeePaise : 0;
      const gstBack = whole ? p.gstPaise : 0;
      entries.push({
        kind: 'refund',
        date: p.refundedAt.toISOString(),
        ...common,
        feePaise: feeBack,
        platformFeePaise: platformFeeBack,
        gstPaise: gstBack,
        totalPaise: feeBack + platformFeeBack + gstBack,
        invoice: null,
      });
    }
  }
  entries.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const sum = (kind: BrandStatementEntry['kind'], key: 'totalPaise' | 'platformFeePaise' | 'gstPaise') =>
    entries.filter((e) => e.kind === kind).reduce((n, e) => n + e[key], 0);
  const fundedPaise = sum('funding', 'totalPaise');
  const refundedPaise = sum('refund', 'totalPaise');
  return {
    entries,
    totals: {
      fundedPaise,
      refundedPaise,
      netPaise: fundedPaise - refundedPaise,
      platformFeePaise: sum('funding', 'platformFeePaise') - sum('refund', 'platformFeePaise'),
      gstPaise: sum('funding', 'gstPaise') - sum('refund', 'gstPaise'),
    },
  };
}

function payoutState(status: PaymentStatus): PayoutState {
  switch (status) {
    case 'released':
      return 'payable';
    case 'paid_out':
      return 'paid_out';
    case 'disputed':
      return 'disputed';
    case 'refunded':
      return 'refunded';
    default:
      return 'held';
  }
}

/** The signed-in creator's money, job by job (funded ones), newest first, and whether they can be paid. */
export async function creatorStatement(actor: Actor | null): Promise<CreatorStatement> {
  requireRole(actor, 'creator', 'Only creators have payouts');
  const db = await getDb();
  const [rows, method] = await Promise.all([
    db
      .select({ p: payments, campaignName: campaigns.campaignName, brandName: brands.brandName })
      .from(payments)
      .innerJoin(participationRequests, eq(participationRequests.id, payments.collaborationId))
      .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
      .innerJoin(brands, eq(brands.id, payments.brandId))
      .where(and(eq(payments.creatorId, actor.id), isNotNull(payments.fundedAt)))
      .orderBy(desc(payments.fundedAt), desc(payments.id)),
    db.select({ id: creatorPayoutMethods.creatorId }).from(creatorPayoutMethods).where(eq(creatorPayoutMethods.creatorId, actor.id)),
  ]);
  const payouts = rows.map(({ p, campaignName, brandName }): CreatorPayout => {
    const state = payoutState(p.status);
    const released = state === 'payable' || state === 'paid_out';
    return {
      paymentId: p.id,
      collaborationId: p.collaborationId,
      campaignName,
      brandName,
      state,
      amountPaise: state === 'refunded' ? 0 : released ? (p.creatorPaise ?? p.feePaise) : p.feePaise,
      fundedAt: p.fundedAt!.toISOString(),
      releasedAt: iso(p.releasedAt),
      paidOutAt: iso(p.paidOutAt),
    };
  });
  const total = (...states: PayoutState[]) => payouts.filter((r) => states.includes(r.state)).reduce((n, r) => n + r.amountPaise, 0);
  return {
    hasPayoutMethod: method.length > 0,
    payouts,
    totals: { heldPaise: total('held', 'disputed'), payablePaise: total('payable'), paidOutPaise: total('paid_out') },
  };
}

// --- CSV ---

const IST_OFFSET_MS = 330 * 60_000;
/** "2026-11-27 14:05" in India time (the column says so). */
const istCell = (at: string | null): CsvCell => (at ? new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ') : null);
const rupees = (paise: number): CsvCell => (paise / 100).toFixed(2);
const today = () => new Date(Date.now() + IST_OFFSET_MS).toISOString().slice(0, 10);

export function brandStatementCsv(s: BrandStatement): Response {
  const body = toCsv(
    ['Date (IST)', 'Type', 'Campaign', 'Creator', 'Fee (INR)', 'Platform fee (INR)', 'GST (INR)', 'Total (INR)', 'Status', 'Invoice number'],
    s.entries.map((e) => [
      istCell(e.date),
      e.kind === 'funding' ? 'Funding' : 'Refund',
      e.campaignName,
      e.creatorName,
      rupees(e.feePaise),
      rupees(e.platformFeePaise),
      rupees(e.gstPaise),
      rupees(e.totalPaise),
      PAYMENT_WORDS[e.status],
      e.invoice?.number ?? null,
    ]),
  );
  return csvDownload(body, `payments-${today()}.csv`);
}

export function creatorStatementCsv(s: CreatorStatement): Response {
  const body = toCsv(
    ['Funded (IST)', 'Campaign', 'Brand', 'Status', 'Amount (INR)', 'Released (IST)', 'Paid out (IST)'],
    s.payouts.map((r) => [
      istCell(r.fundedAt),
      r.campaignName,
      r.brandName,
      PAYOUT_WORDS[r.state],
      rupees(r.amountPaise),
      istCell(r.releasedAt),
      istCell(r.paidOutAt),
    ]),
  );
  return csvDownload(body, `payouts-${today()}.csv`);
}
