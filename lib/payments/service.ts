import 'server-only';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Executor, type Tx } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError, conflict, forbidden, notFound, unauthorized } from '@/lib/errors';
import { enqueue, QUEUE } from '@/lib/jobs';
import { log } from '@/lib/log';
import { isUuid } from '@/lib/uuid';
import type { Actor } from '@/lib/auth/tokens';
import { publish } from '@/lib/realtime/bus';
import { createNotification } from '@/lib/notifications/service';
import { brands, campaigns, participationRequests, paymentEvents, payments, type Campaign, type ParticipationRequest, type Payment, type Role } from '@/models';
import { post } from './ledger';
import { paymentFigures } from './money';
import { activeProvider, providerNamed, type ProviderEvent } from './provider';
import { CANCEL_AFTER_LIVE, DISPUTE_OPENED, IN_DISPUTE, NOTHING_HELD, NOT_FUNDED_FOR_SUBMIT, PAYMENT_NOT_FOUND } from './messages';
import { releaseReminderMail } from './mail';
import { toPaymentJson, type PaymentJson } from './serialize';
import { recordInvoice } from './invoices/record';
import { getPayoutMethod } from '@/lib/payout-method/service';

// The money of a paid collaboration (issue 34): the brand funds it through the provider, we hold it
// (escrow) until the job is complete, then release it to the creator, less nothing (our fee and its
// GST are on top, paid by the brand). Every change of a payment and its ledger movement are one
// transaction; provider events are applied once each, whatever their order.

const COLLABORATION_NOT_FOUND = 'Collaboration not found';

/** Statuses in which money is held or has moved on: the creator may work. */
const FUNDED: readonly Payment['status'][] = ['funded', 'disputed', 'released', 'paid_out'];

const hasFee = (campaign: Pick<Campaign, 'feePaise'>) => (campaign.feePaise ?? 0) > 0;

type Job = { row: ParticipationRequest; campaign: Campaign };

/** The job's payment row, made (or its figures brought up to the campaign's fee while unfunded) and locked. */
async function ensurePayment(tx: Tx, job: Job): Promise<Payment> {
  const figures = paymentFigures(job.campaign.feePaise!, env().PLATFORM_FEE_PERCENT);
  await tx
    .insert(payments)
    .values({ collaborationId: job.row.id, brandId: job.row.brandId, creatorId: job.row.creatorId, provider: activeProvider().name, ...figures })
    .onConflictDoNothing();
  const [p] = await tx.select().from(payments).where(eq(payments.collaborationId, job.row.id)).for('no key update');
  if (p!.status === 'unfunded' && p!.totalPaise !== figures.totalPaise) {
    const [updated] = await tx
      .update(payments)
      .set({ ...figures, updatedAt: sql`now()` })
      .where(eq(payments.id, p!.id))
      .returning();
    return updated!;
  }
  return p!;
}

/** The actor's own collaboration (both sides), its row locked, or 404. */
async function ownJob(tx: Tx, actor: Actor, id: string): Promise<Job> {
  if (!isUuid(id)) throw notFound(COLLABORATION_NOT_FOUND);
  const mine = actor.role === 'brand' ? eq(participationRequests.brandId, actor.id) : eq(participationRequests.creatorId, actor.id);
  const [found] = await tx
    .select({ row: participationRequests, campaign: campaigns })
    .from(participationRequests)
    .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
    .where(and(eq(participationRequests.id, id), mine))
    .for('no key update', { of: participationRequests });
  if (!found) throw notFound(COLLABORATION_NOT_FOUND);
  return found;
}

type Patch = { [K in keyof typeof payments.$inferInsert]?: (typeof payments.$inferInsert)[K] | SQL };

type Stage = ParticipationRequest['stage'];

/** Changes the payment and tells both sides' pages of the job (`stage`: the job's, when the caller has read it already). */
async function update(tx: Tx, p: Payment, patch: Patch, stage?: Stage): Promise<Payment> {
  const [row] = await tx
    .update(payments)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(payments.id, p.id))
    .returning();
  // Both sides' pages of the job reload what changed, as on a step of the job.
  const status = stage ?? (await stageOf(tx, row!.collaborationId));
  if (status) await publish(tx, { t: 'status', c: row!.collaborationId, b: row!.brandId, r: row!.creatorId, status });
  return row!;
}

async function stageOf(tx: Tx, collaborationId: string): Promise<Stage | undefined> {
  const [job] = await tx.select({ stage: participationRequests.stage }).from(participationRequests).where(eq(participationRequests.id, collaborationId));
  return job?.stage;
}

// --- Reads and checkout ---

/** Both sides: the job's payment (null for a job paid in product only). */
export async function getPayment(actor: Actor, id: string): Promise<{ payment: PaymentJson | null }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const job = await ownJob(tx, actor, id);
    if (!hasFee(job.campaign)) {
      const [existing] = await tx.select().from(payments).where(eq(payments.collaborationId, job.row.id));
      return { payment: existing ? toPaymentJson(existing) : null };
    }
    return { payment: toPaymentJson(await ensurePayment(tx, job)) };
  });
}

type Checkout = { provider: string; orderId: string; amountPaise: number; currency: 'INR'; url?: string; keyId?: string };

/** The brand starts paying: an order at the provider (the same one again while it is unpaid) and where to pay it. */
export async function startCheckout(actor: Actor, id: string): Promise<{ payment: PaymentJson; checkout: Checkout }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const job = await ownJob(tx, actor, id);
    if (actor.role !== 'brand') throw forbidden('Only the brand funds a job');
    if (!hasFee(job.campaign)) throw conflict('This job pays in product only: there is nothing to fund');
    // A package order is paid as it is made, before the creator answers (lib/packages/orders.ts).
    const ordered = job.campaign.kind === 'order' && job.row.stage === 'requested';
    if (!ordered && !['active', 'submitted', 'changes_requested', 'approved', 'live'].includes(job.row.stage)) {
      throw conflict('A job is funded once it is active and until it is complete');
    }
    let p = await ensurePayment(tx, job);
    if (p.status !== 'unfunded' && p.status !== 'pending') throw conflict('This job is already funded');
    const provider = activeProvider();
    if (!p.orderId || p.provider !== provider.name) {
      const order = await provider.createOrder({ paymentId: p.id, amountPaise: p.totalPaise });
      p = await update(tx, p, { orderId: order.orderId, provider: provider.name, status: 'pending' });
    } else if (p.status !== 'pending') {
      p = await update(tx, p, { status: 'pending' });
    }
    const { url, keyId } = provider.checkoutFor(p.orderId!);
    return {
      payment: toPaymentJson(p),
      checkout: {
        provider: provider.name,
        orderId: p.orderId!,
        amountPaise: p.totalPaise,
        currency: 'INR',
        ...(url ? { url } : {}),
        ...(keyId ? { keyId } : {}),
      },
    };
  });
}

/** The local checkout page: the brand's own pending order with what it is for, or 404. */
export async function orderForCheckout(actor: Actor, orderId: string) {
  const db = await getDb();
  const [found] = await db
    .select({ payment: payments, campaignName: campaigns.campaignName })
    .from(payments)
    .innerJoin(participationRequests, eq(participationRequests.id, payments.collaborationId))
    .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
    .where(and(eq(payments.provider, 'local'), eq(payments.orderId, orderId), eq(payments.brandId, actor.id)));
  if (!found || actor.role !== 'brand' || activeProvider().name !== 'local') throw notFound(PAYMENT_NOT_FOUND);
  return { payment: toPaymentJson(found.payment), campaignName: found.campaignName, collaborationId: found.payment.collaborationId };
}

// --- Provider events ---

type Outcome = 'applied' | 'duplicate' | 'ignored' | 'unknown order';

/**
 * A webhook as it came: the signature is checked over the raw body before anything in it is read
 * (401 and nothing stored when it is missing or wrong); each event is applied once (its id is
 * remembered in the same transaction), in any order.
 */
export async function receiveWebhook(providerName: string, rawBody: string, headers: Headers): Promise<{ received: number; outcomes: Outcome[] }> {
  const provider = providerNamed(providerName);
  if (!provider) throw notFound('No such payment provider');
  const events = provider.verifyWebhook(rawBody, headers);
  if (!events) {
    log.warn({ provider: providerName }, 'payment webhook refused: bad or missing signature');
    throw unauthorized('Invalid webhook signature');
  }
  if (events.length === 0) throw new AppError('bad_request', 'The webhook carries no event we know');
  const outcomes: Outcome[] = [];
  for (const event of events) outcomes.push(await applyEvent(provider.name, event));
  return { received: events.length, outcomes };
}

async function applyEvent(providerName: string, event: ProviderEvent): Promise<Outcome> {
  const db = await getDb();
  // A repeat of an event already applied (providers retry, and some send twice) is answered from
  // its row, without a transaction or a wait for the payment's lock. A repeat racing its original
  // (not yet committed) is caught below, by the insert, once the lock is its turn.
  const [known] = await db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, providerName), eq(paymentEvents.eventId, event.id)));
  if (known) return 'duplicate';
  return db.transaction(async (tx) => {
    const [p] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, providerName), eq(payments.orderId, event.orderId)))
      .for('no key update');
    if (p && event.type === 'payment.captured' && (event.amountPaise !== p.totalPaise || event.currency !== 'INR')) {
      log.warn(
        { provider: providerName, eventId: event.id, orderId: event.orderId, amountPaise: event.amountPaise, want: p.totalPaise },
        'payment webhook refused: amount disagrees with the order',
      );
      throw new AppError('unprocessable', 'The amount does not match the order');
    }
    const [seen] = await tx
      .insert(paymentEvents)
      .values({ provider: providerName, eventId: event.id, type: event.type, orderId: event.orderId, outcome: 'received' })
      .onConflictDoNothing()
      .returning();
    if (!seen) return 'duplicate';
    const applied = p ? await apply(tx, p, event) : 'unknown order';
    const outcome = typeof applied === 'string' ? applied : 'applied';
    await tx
      .update(paymentEvents)
      .set({ outcome })
      .where(and(eq(paymentEvents.provider, providerName), eq(paymentEvents.eventId, event.id)));
    if (outcome !== 'applied') log.info({ provider: providerName, eventId: event.id, type: event.type, outcome }, 'payment event not applied');
    // A capture's tax invoice last, just before the commit (recordInvoice says why).
    if (typeof applied !== 'string') await recordInvoice(tx, applied.invoiceFor);
    return outcome;
  });
}

/** What an event did; a capture also names the payment whose tax invoice is still to be recorded. */
async function apply(tx: Tx, p: Payment, event: ProviderEvent): Promise<Outcome | { invoiceFor: Payment }> {
  if (event.type === 'transfer.processed') return transferDone(tx, p, event);
  if (event.type === 'payment.failed') {
    if (p.status !== 'pending') return 'ignored';
    await update(tx, p, { status: 'unfunded' });
    return 'applied';
  }
  if (event.type === 'refund.processed') return 'ignored'; // our refunds are written when we make them
  // A capture: money came in for an order not yet paid (pending, or unfunded after a failed try).
  if (p.status !== 'pending' && p.status !== 'unfunded') return 'ignored';
  await post(
    tx,
    p,
    'capture',
    [
      ['brand_funding', -p.totalPaise],
      ['escrow', p.totalPaise],
    ],
    event.id,
  );
  const stage = await stageOf(tx, p.collaborationId);
  const funded = await update(tx, p, { status: 'funded', fundedAt: sql`now()`, providerPaymentId: event.providerPaymentId }, stage);
  // Paid for a job that ended meanwhile: given back at once.
  if (!stage || stage === 'cancelled' || stage === 'declined') {
    await refund(tx, funded);
    return { invoiceFor: funded };
  }
  // The creator's fee set aside at the provider until it is released (Razorpay: a Route transfer on hold).
  await providerOf(funded).hold?.(tx, moneyMove(funded, funded.feePaise));
  if (stage === 'live') await scheduleAutoRelease(tx, funded);
  else if (stage === 'requested') await tellCreatorOfOrder(tx, funded);
  return { invoiceFor: funded };
}

/** A payout the provider completed later (Razorpay's transfer.processed of a transfer made on release). */
async function transferDone(tx: Tx, p: Payment, event: ProviderEvent): Promise<Outcome> {
  // A held transfer is processed when it is made, before the job is complete: nothing to record then.
  if (p.status !== 'released') return 'ignored';
  if (event.amountPaise !== p.creatorPaise || event.currency !== 'INR') {
    log.warn({ eventId: event.id, orderId: event.orderId, amountPaise: event.amountPaise, want: p.creatorPaise }, 'payout event disagrees with the release');
    return 'ignored';
  }
  await post(
    tx,
    p,
    'payout',
    [
      ['creator_payable', -event.amountPaise],
      ['creator_paid', event.amountPaise],
    ],
    event.id,
  );
  await update(tx, p, { status: 'paid_out', paidOutAt: sql`now()` });
  return 'applied';
}

/** A package order is paid (only an order is funded before it is accepted): the creator is told to answer it. */
async function tellCreatorOfOrder(tx: Tx, p: Payment): Promise<void> {
  const [found] = await tx
    .select({ title: campaigns.campaignName, campaignId: campaigns.id, brandName: brands.brandName })
    .from(participationRequests)
    .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
    .innerJoin(brands, eq(brands.id, participationRequests.brandId))
    .where(eq(participationRequests.id, p.collaborationId));
  if (!found) return;
  await createNotification(tx, {
    recipientRole: 'creator',
    recipientId: p.creatorId,
    type: 'collaboration',
    message: `${found.brandName} ordered your package ${found.title}: accept or decline it within 3 days`,
    campaignId: found.campaignId,
    actorId: p.brandId,
    collaborationId: p.collaborationId,
  });
}

/** The local provider's checkout page and test route: the brand's own order, paid or declined, delivered as a signed webhook. */
export async function localCheckout(actor: Actor, orderId: string, outcome: 'capture' | 'fail'): Promise<{ message: string; collaborationId: string }> {
  const { localWebhook } = await import('./local');
  const found = await orderForCheckout(actor, orderId);
  const { rawBody, headers } = localWebhook({
    orderId,
    type: outcome === 'capture' ? 'payment.captured' : 'payment.failed',
    amountPaise: found.payment.totalPaise,
  });
  await receiveWebhook('local', rawBody, headers);
  return { message: outcome === 'capture' ? 'Payment received' : 'Payment declined', collaborationId: found.collaborationId };
}

// --- Money moves ---

/** The provider a payment was made with (the active one for a payment not yet sent to any). */
const providerOf = (p: Payment) => providerNamed(p.provider) ?? activeProvider();

const moneyMove = (p: Payment, amountPaise: number) => ({
  paymentId: p.id,
  orderId: p.orderId!,
  providerPaymentId: p.providerPaymentId,
  creatorId: p.creatorId,
  amountPaise,
});

async function refund(tx: Tx, p: Payment): Promise<Payment> {
  await providerOf(p).refund({ orderId: p.orderId!, providerPaymentId: p.providerPaymentId, amountPaise: p.totalPaise });
  await post(tx, p, 'refund', [
    ['escrow', -p.totalPaise],
    ['brand_refund', p.totalPaise],
  ]);
  return update(tx, p, { status: 'refunded', refundedAt: sql`now()`, autoReleaseAt: null });
}

/**
 * Pays out what was released to the creator (the local provider pays at once). A creator who has
 * saved no payout method is not paid: the money waits as payable (status `released`, the ledger's
 * creator_payable) until they save one (payPayable).
 */
async function payout(tx: Tx, p: Payment, amountPaise: number): Promise<Payment> {
  if (amountPaise === 0) return update(tx, p, { status: 'paid_out', paidOutAt: sql`now()` });
  if (!(await getPayoutMethod(p.creatorId, tx))) return p;
  const { paid } = await providerOf(p).payout(tx, moneyMove(p, amountPaise));
  if (!paid) return p;
  await post(tx, p, 'payout', [
    ['creator_payable', -amountPaise],
    ['creator_paid', amountPaise],
  ]);
  return update(tx, p, { status: 'paid_out', paidOutAt: sql`now()` });
}

/** Releases held money: the creator gets `creatorPaise` (the fee unless a split says less), the brand the rest of the fee back; our fee and its GST are earned. */
async function release(tx: Tx, p: Payment, creatorPaise = p.feePaise): Promise<Payment> {
  // A split gives the brand the rest of the fee back at the provider (from the held transfer first).
  if (creatorPaise < p.feePaise) {
    await providerOf(p).refund({ orderId: p.orderId!, providerPaymentId: p.providerPaymentId, amountPaise: p.feePaise - creatorPaise });
  }
  await post(tx, p, creatorPaise === p.feePaise ? 'release' : 'settle', [
    ['escrow', -p.totalPaise],
    ['creator_payable', creatorPaise],
    ['platform_fee', p.platformFeePaise],
    ['gst_payable', p.gstPaise],
    ['brand_refund', p.feePaise - creatorPaise],
  ]);
  const released = await update(tx, p, {
    status: 'released',
    releasedAt: sql`now()`,
    creatorPaise,
    autoReleaseAt: null,
    ...(creatorPaise < p.feePaise ? { refundedAt: sql`now()` } : {}),
  });
  return payout(tx, released, creatorPaise);
}

export type PayPayableJob = { creatorId: string };

/**
 * The `payment-payout` job, enqueued when a creator saves a payout method: pays out every payment
 * of theirs released and not yet paid out, each in its own transaction, its row locked and its
 * status looked at again (a second run, or one racing a release, pays nothing twice).
 */
export async function payPayable(job: PayPayableJob): Promise<{ paidOut: number }> {
  if (!isUuid(job.creatorId)) return { paidOut: 0 };
  const db = await getDb();
  const waiting = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.creatorId, job.creatorId), eq(payments.status, 'released')));
  let paidOut = 0;
  for (const { id } of waiting) {
    const done = await db.transaction(async (tx) => {
      const [p] = await tx.select().from(payments).where(eq(payments.id, id)).for('no key update');
      if (!p || p.status !== 'released') return false;
      return (await payout(tx, p, p.creatorPaise ?? p.feePaise)).status === 'paid_out';
    });
    if (done) paidOut++;
  }
  return { paidOut };
}

// --- Hooks of the collaboration's steps (called inside their transactions, the job's row locked) ---

async function lockedPaymentOf(tx: Tx, collaborationId: string): Promise<Payment | undefined> {
  const [p] = await tx.select().from(payments).where(eq(payments.collaborationId, collaborationId)).for('no key update');
  return p;
}

/** Submitting content: a paid job must be funded first (a job paid in product only needs nothing). */
export async function assertFundedForWork(tx: Tx, job: Job): Promise<void> {
  if (!hasFee(job.campaign)) return;
  const p = await lockedPaymentOf(tx, job.row.id);
  if (!p || !FUNDED.includes(p.status)) throw conflict(NOT_FUNDED_FOR_SUBMIT);
}

/** Completing: held money goes to the creator; money in dispute stays frozen (the step is refused). */
export async function onComplete(tx: Tx, collaborationId: string): Promise<void> {
  const p = await lockedPaymentOf(tx, collaborationId);
  if (!p) return;
  if (p.status === 'disputed') throw conflict(IN_DISPUTE);
  if (p.status === 'funded') await release(tx, p);
}

/** Cancelling: held money goes back to the brand in full before the post is live; after, a dispute is the way. */
export async function onCancel(tx: Tx, job: Pick<Job, 'row'>): Promise<void> {
  const p = await lockedPaymentOf(tx, job.row.id);
  if (!p) return;
  if (p.status === 'disputed') throw conflict(IN_DISPUTE);
  if (p.status !== 'funded') return;
  if (job.row.stage === 'live') throw conflict(CANCEL_AFTER_LIVE);
  await refund(tx, p);
}

/** A package order refused (declined, or unanswered in time): held money goes back to the brand in full; unpaid, a later capture is refunded on arrival. */
export async function onOrderRefused(tx: Tx, collaborationId: string): Promise<Payment | undefined> {
  const p = await lockedPaymentOf(tx, collaborationId);
  if (p?.status !== 'funded') return p;
  return refund(tx, p);
}

/** Going live: held money is released PAYMENT_AUTO_RELEASE_DAYS later unless the brand acts. */
export async function onGoLive(tx: Tx, collaborationId: string): Promise<void> {
  const p = await lockedPaymentOf(tx, collaborationId);
  if (p?.status === 'funded') await scheduleAutoRelease(tx, p);
}

const DAY = 86_400;

async function scheduleAutoRelease(tx: Tx, p: Payment): Promise<void> {
  const seconds = env().PAYMENT_AUTO_RELEASE_DAYS * DAY;
  const [row] = await tx
    .update(payments)
    .set({ autoReleaseAt: sql`now() + make_interval(secs => ${seconds})` })
    .where(eq(payments.id, p.id))
    .returning({ at: payments.autoReleaseAt });
  const job: AutoReleaseJob = { paymentId: p.id, at: row!.at!.toISOString() };
  await enqueue(tx, QUEUE.paymentAutoRelease, job, { key: `release:${p.id}:${job.at}`, startAfter: Math.ceil(seconds) });
  await enqueue(tx, QUEUE.paymentReminder, job, { key: `remind:${p.id}:${job.at}`, startAfter: Math.max(0, Math.ceil(seconds - 2 * DAY)) });
}

export type AutoReleaseJob = { paymentId: string; at: string };

/** The `payment-auto-release` job: releases money still held past its day (not in dispute, not released since). */
export async function autoRelease(job: AutoReleaseJob): Promise<'released' | 'not due' | 'nothing held'> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.id, job.paymentId)).for('no key update');
    if (!p || p.status !== 'funded' || !p.autoReleaseAt) return 'nothing held';
    if (p.autoReleaseAt.getTime() > Date.now()) return 'not due';
    await release(tx, p);
    return 'released';
  });
}

/** The `payment-release-reminder` job: tells the brand the money will go unless it acts. */
export async function remindRelease(job: AutoReleaseJob): Promise<'queued' | 'nothing held'> {
  const db = await getDb();
  const [found] = await db
    .select({ payment: payments, campaignName: campaigns.campaignName, brandName: brands.name, brandEmail: brands.email })
    .from(payments)
    .innerJoin(participationRequests, eq(participationRequests.id, payments.collaborationId))
    .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
    .innerJoin(brands, eq(brands.id, payments.brandId))
    .where(eq(payments.id, job.paymentId));
  if (!found || found.payment.status !== 'funded' || !found.payment.autoReleaseAt) return 'nothing held';
  const p = found.payment;
  await releaseReminderMail(db, {
    to: found.brandEmail,
    toName: found.brandName,
    brandId: p.brandId,
    collaborationId: p.collaborationId,
    campaignName: found.campaignName,
    feePaise: p.feePaise,
    at: p.autoReleaseAt!,
    key: `release-reminder:${p.id}:${job.at}`,
  });
  return 'queued';
}

// --- Disputes ---

/** Either side, on a funded job before its money is released: the money is frozen until settled. */
export async function openDispute(actor: Actor, id: string, reason: string): Promise<{ message: string; payment: PaymentJson }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const job = await ownJob(tx, actor, id);
    const p = await lockedPaymentOf(tx, job.row.id);
    if (!p || p.status !== 'funded') throw conflict(p?.status === 'disputed' ? 'A dispute is already open on this job' : NOTHING_HELD);
    const disputed = await update(tx, p, {
      status: 'disputed',
      disputedBy: actor.role as Role,
      disputeReason: reason,
      disputedAt: sql`now()`,
      autoReleaseAt: null,
    });
    return { message: DISPUTE_OPENED, payment: toPaymentJson(disputed) };
  });
}

export type Settlement = { kind: 'release' } | { kind: 'refund' } | { kind: 'split'; creatorPaise: number };

type SettleOptions = {
  /** The operator's note, kept on the payment: both sides read it on the job's page. */
  note?: string;
  /** Runs in the settling transaction with the payment before and after (the console's audit row). */
  inTx?: (tx: Tx, before: Payment, after: Payment) => Promise<void>;
};

/** An operator settles a dispute (by payment or collaboration id): release to the creator, refund the brand, or split the fee. */
export async function settleDispute(id: string, settlement: Settlement, opts: SettleOptions = {}): Promise<PaymentJson> {
  if (!isUuid(id)) throw notFound(PAYMENT_NOT_FOUND);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [p] = await tx
      .select()
      .from(payments)
      .where(or(eq(payments.id, id), eq(payments.collaborationId, id)))
      .for('no key update');
    if (!p) throw notFound(PAYMENT_NOT_FOUND);
    if (p.status !== 'disputed') throw conflict('This payment is not in dispute');
    const creatorPaise = settlement.kind === 'refund' ? 0 : settlement.kind === 'release' ? p.feePaise : settlement.creatorPaise;
    if (!Number.isSafeInteger(creatorPaise) || creatorPaise < 0 || creatorPaise > p.feePaise) {
      throw new AppError('bad_request', `The creator's share is between 0 and ${p.feePaise} paise`);
    }
    // Marked settled first (the same row, locked): the release below carries it on.
    const marked = await update(tx, p, { settledAt: sql`now()`, settlementNote: opts.note ?? null });
    const settled = settlement.kind === 'refund' ? await refund(tx, marked) : await release(tx, marked, creatorPaise);
    await opts.inTx?.(tx, p, settled);
    return toPaymentJson(settled);
  });
}

/** Tests and scripts: funds a job through the provider as a brand paying would. */
export async function fundAsBrand(brand: Actor, collaborationId: string): Promise<void> {
  const { checkout } = await startCheckout(brand, collaborationId);
  if (checkout.provider === 'local') await localCheckout(brand, checkout.orderId, 'capture');
}

/**
 * The demo data (scripts/seed.mts, on its own connection): paid jobs already past funding are
 * funded as a local capture would fund them, and completed ones released and paid out, with the
 * same ledger movements. Jobs that have a payment already are left alone.
 */
export async function seedFunding(db: Executor): Promise<number> {
  const jobs = await db
    .select({ row: participationRequests, campaign: campaigns })
    .from(participationRequests)
    .innerJoin(campaigns, eq(campaigns.id, participationRequests.campaignId))
    .where(
      and(
        sql`${campaigns.feePaise} > 0`,
        sql`${participationRequests.stage} in ('active','submitted','changes_requested','approved','live','completed')`,
        sql`not exists (select 1 from ${payments} where ${payments.collaborationId} = ${participationRequests.id})`,
      ),
    );
  for (const job of jobs) {
    await db.transaction(async (tx) => {
      const p = await ensurePayment(tx, job);
      await post(tx, p, 'capture', [
        ['brand_funding', -p.totalPaise],
        ['escrow', p.totalPaise],
      ]);
      const funded = await update(tx, p, { status: 'funded', fundedAt: sql`now()`, orderId: `order_local_seed${p.id.slice(0, 8)}` }, job.row.stage);
      await recordInvoice(tx, funded);
      if (job.row.stage === 'completed') await release(tx, funded);
    });
  }
  return jobs.length;
}
