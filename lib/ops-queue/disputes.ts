import 'server-only';
import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { notFound } from '@/lib/errors';
import { settleDispute, type Settlement } from '@/lib/payments/service';
import { balances } from '@/lib/payments/ledger';
import { toPaymentJson, type PaymentJson } from '@/lib/payments/serialize';
import { isUuid } from '@/lib/uuid';
import { recordAudit } from '@/lib/ops';
import { brands, campaigns, contentSubmissions, creators, ledgerEntries, messages, participationRequests, payments, type LedgerAccount } from '@/models';
import type { SettleBody } from './schemas';

// The console's disputes (issue 36): the open ones and those settled lately, one with everything
// an operator weighs (the thread, the versions, the live posts, the money), and the settlement,
// which is the payments' own (lib/payments/service.ts settleDispute: the money moves there, once).

const PAYMENT_NOT_FOUND = 'Payment not found';
/** Settled disputes stay in the list this long. */
const RECENT_DAYS = 30;

export type DisputeListItem = {
  paymentId: string;
  collaborationId: string;
  status: PaymentJson['status'];
  campaign: { _id: string; campaignName: string };
  brand: { _id: string; brandName: string };
  creator: { _id: string; name: string };
  feePaise: number;
  totalPaise: number;
  dispute: { by: 'brand' | 'creator'; reason: string; at: string } | null;
  settlement: { at: string; note: string | null } | null;
};

function listBase(db: Executor) {
  return db
    .select({ payment: payments, campaignId: campaigns.id, campaignName: campaigns.campaignName, brandName: brands.brandName, creatorName: creators.name })
    .from(payments)
    .innerJoin(participationRequests, eq(participationRequests.id, payments.collaborationId))
    .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
    .innerJoin(brands, eq(brands.id, payments.brandId))
    .innerJoin(creators, eq(creators.id, payments.creatorId));
}

type ListRow = Awaited<ReturnType<ReturnType<typeof listBase>['where']>>[number];

function toItem(r: ListRow): DisputeListItem {
  const p = toPaymentJson(r.payment);
  return {
    paymentId: r.payment.id,
    collaborationId: r.payment.collaborationId,
    status: p.status,
    campaign: { _id: r.campaignId, campaignName: r.campaignName },
    brand: { _id: r.payment.brandId, brandName: r.brandName },
    creator: { _id: r.payment.creatorId, name: r.creatorName },
    feePaise: p.feePaise,
    totalPaise: p.totalPaise,
    dispute: p.dispute,
    settlement: p.settlement,
  };
}

/** Open disputes (oldest first: they have waited longest) and those settled in the last 30 days (newest first). */
export async function listDisputes(): Promise<{ open: DisputeListItem[]; settled: DisputeListItem[] }> {
  const db = await getDb();
  const [open, settled] = await Promise.all([
    listBase(db).where(eq(payments.status, 'disputed')).orderBy(asc(payments.disputedAt)).limit(200),
    listBase(db)
      .where(and(isNotNull(payments.settledAt), gt(payments.settledAt, sql`now() - make_interval(days => ${RECENT_DAYS})`)))
      .orderBy(desc(payments.settledAt))
      .limit(100),
  ]);
  return { open: open.map(toItem), settled: settled.map(toItem) };
}

export type DisputeDetail = DisputeListItem & {
  payment: PaymentJson;
  /** Each ledger account's balance for this payment, in paise. */
  balances: Record<LedgerAccount, number>;
  ledger: { movementId: string; kind: string; account: LedgerAccount; amountPaise: number; createdAt: string }[];
  stage: string;
  liveLinks: { url: string; deliverable: string | null }[];
  submissions: {
    version: number;
    caption: string;
    images: string[];
    draftUrl: string | null;
    reviewDecision: string | null;
    reviewComment: string | null;
    createdAt: string;
  }[];
  thread: { _id: string; senderRole: 'brand' | 'creator'; text: string; attachments: string[]; createdAt: string }[];
};

/** One dispute (by payment id) with its job's thread, versions, live posts and money; 404 for an unknown id. */
export async function getDispute(paymentId: string): Promise<DisputeDetail> {
  if (!isUuid(paymentId)) throw notFound(PAYMENT_NOT_FOUND);
  const db = await getDb();
  const [row] = await listBase(db).where(eq(payments.id, paymentId));
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  const c = row.payment.collaborationId;
  const [[job], ledger, bal, subs, thread] = await Promise.all([
    db
      .select({ stage: participationRequests.stage, postLinks: participationRequests.postLinks, postUrls: participationRequests.postUrls })
      .from(participationRequests)
      .where(eq(participationRequests.id, c)),
    db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId)).orderBy(asc(ledgerEntries.id)),
    balances(db, paymentId),
    db.select().from(contentSubmissions).where(eq(contentSubmissions.collaborationId, c)).orderBy(asc(contentSubmissions.version)),
    db.select().from(messages).where(eq(messages.collaborationId, c)).orderBy(asc(messages.seq)).limit(500),
  ]);
  const links = job!.postLinks.length > 0 ? job!.postLinks : job!.postUrls.map((url) => ({ url, deliverable: null }));
  return {
    ...toItem(row),
    payment: toPaymentJson(row.payment),
    balances: bal,
    ledger: ledger.map((e) => ({
      movementId: e.movementId,
      kind: e.kind,
      account: e.account,
      amountPaise: e.amountPaise,
      createdAt: e.createdAt.toISOString(),
    })),
    stage: job!.stage,
    liveLinks: links,
    submissions: subs.map((s) => ({
      version: s.version,
      caption: s.caption,
      images: s.images,
      draftUrl: s.draftUrl,
      reviewDecision: s.reviewDecision,
      reviewComment: s.reviewComment,
      createdAt: s.createdAt.toISOString(),
    })),
    thread: thread.map((m) => ({ _id: m.id, senderRole: m.senderRole, text: m.text, attachments: m.attachments, createdAt: m.createdAt.toISOString() })),
  };
}

const SETTLED: Record<SettleBody['settlement'], string> = {
  release: 'Settled: the fee is released to the creator',
  refund: 'Settled: the brand is refunded in full',
  split: 'Settled: the fee is split',
};

/** What the audit keeps of a payment before and after. */
const moneyState = (p: typeof payments.$inferSelect, settlement: SettleBody['settlement'] | null) => ({
  status: p.status,
  settlement,
  feePaise: p.feePaise,
  totalPaise: p.totalPaise,
  creatorPaise: p.creatorPaise,
});

/**
 * An operator settles a dispute with a note both sides read (on the job's Payment card): through
 * the payments' settleDispute, by payment id only, its audit row in the same transaction. A
 * payment not in dispute (settled already) is 409 and nothing moves.
 */
export async function settleAsOperator(operatorId: string, paymentId: string, body: SettleBody): Promise<{ message: string; payment: PaymentJson }> {
  if (!isUuid(paymentId)) throw notFound(PAYMENT_NOT_FOUND);
  const db = await getDb();
  // By payment id only: settleDispute also takes a collaboration id, the console does not.
  const [known] = await db.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId));
  if (!known) throw notFound(PAYMENT_NOT_FOUND);
  const settlement: Settlement = body.settlement === 'split' ? { kind: 'split', creatorPaise: body.creatorPaise! } : { kind: body.settlement };
  const payment = await settleDispute(paymentId, settlement, {
    note: body.note,
    inTx: (tx, before, after) =>
      recordAudit(tx, {
        operatorId,
        action: 'dispute.settle',
        targetKind: 'payment',
        targetId: paymentId,
        reason: body.note,
        before: moneyState(before, null),
        after: moneyState(after, body.settlement),
      }),
  });
  return { message: SETTLED[body.settlement], payment };
}
