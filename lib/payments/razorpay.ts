import 'server-only';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { env } from '@/lib/env';
import { hasNul } from '@/lib/http/body';
import { log } from '@/lib/log';
import { creatorPayoutMethods, creators } from '@/models';
import type { MoneyMove, PaymentProvider, ProviderEvent } from './provider';

// Razorpay (PAYMENT_PROVIDER=razorpay), through its REST API with a small fetch client: the
// official `razorpay` package fixes its API address (https://api.razorpay.com) inside the client,
// so tests could not point it at their loopback stand-in, and its webhook check compares
// signatures with ===. What we call:
// - orders: POST /v1/orders (amount in paise, receipt = our payment id); the brand pays in
//   Razorpay Checkout on the job page (its key id is in the checkout answer);
// - webhooks: HMAC-SHA256 of the raw body under RAZORPAY_WEBHOOK_SECRET, hex in
//   X-Razorpay-Signature, compared in constant time; payment.captured, payment.failed,
//   refund.processed and transfer.processed become our ProviderEvents;
// - Route: once the money is captured, the creator's fee is transferred to their linked account
//   and held there (on_hold) until the job is complete (PATCH on_hold false); a refund reverses
//   what it needs of the held transfer first (POST /v1/transfers/{id}/reversals), then refunds the
//   payment (POST /v1/payments/{id}/refund). A creator without a linked account at capture is paid
//   by a transfer made on release, completed by its transfer.processed event;
// - linked accounts: made from the creator's bank account on first need (POST /v2/accounts, the
//   Route product and its settlement account) and remembered on the payout method. Razorpay
//   activates an account after its own checks (KYC, in its dashboard); a creator with a UPI ID
//   only has no linked account (Route settles to bank accounts) and their released money waits as payable.

const SIGNATURE_HEADER = 'x-razorpay-signature';
const TIMEOUT_MS = 10_000;

type Transfer = { id: string; amount: number; amount_reversed?: number; on_hold?: boolean; notes?: Record<string, string> | unknown[] };
type Collection<T> = { items: T[] };

class RazorpayError extends Error {}

/** One call to Razorpay's API (basic auth with the key pair); its JSON answer, or an error naming what it said. */
async function call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
  const e = env();
  const auth = Buffer.from(`${e.RAZORPAY_KEY_ID}:${e.RAZORPAY_KEY_SECRET}`).toString('base64');
  const res = await fetch(new URL(path, e.RAZORPAY_API_URL), {
    method,
    headers: { authorization: `Basic ${auth}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  if (!res.ok) {
    let description = text.slice(0, 300);
    try {
      description = (JSON.parse(text) as { error?: { description?: string } }).error?.description ?? description;
    } catch {
      /* not JSON: its text as it is */
    }
    log.error({ method, path, status: res.status, description }, 'razorpay call failed');
    throw new RazorpayError(`Razorpay refused ${method} ${path} (${res.status}): ${description}`);
  }
  return JSON.parse(text) as T;
}

function signRazorpay(rawBody: string, secret = env().RAZORPAY_WEBHOOK_SECRET ?? ''): string {
  return crypto.createHmac('sha256', secret).update(rawBody).digest('hex');
}

// --- Webhooks ---

type Entity = Record<string, unknown>;
type RazorpayBody = { entity?: unknown; event?: unknown; payload?: Record<string, { entity?: Entity } | undefined> };

const EVENT_TYPES = new Set<ProviderEvent['type']>(['payment.captured', 'payment.failed', 'refund.processed', 'transfer.processed']);
const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 200;
const notesOf = (e: { notes?: unknown } | undefined): Record<string, unknown> =>
  e?.notes && typeof e.notes === 'object' && !Array.isArray(e.notes) ? (e.notes as Record<string, unknown>) : {};

/**
 * Razorpay's webhook as our events. Its body has no event id of its own (Razorpay sends one in a
 * header, outside the signature): the event's type and the id of the entity it is about make one,
 * the same on every retry of the same event and covered by the signature.
 */
function parse(rawBody: string): ProviderEvent[] {
  let body: RazorpayBody;
  try {
    body = JSON.parse(rawBody) as RazorpayBody;
  } catch {
    return [];
  }
  if (!body || typeof body !== 'object' || hasNul(body) || body.entity !== 'event') return [];
  const type = body.event as ProviderEvent['type'];
  if (!EVENT_TYPES.has(type) || !body.payload || typeof body.payload !== 'object') return [];
  const payment = body.payload.payment?.entity;
  let subject: Entity | undefined;
  let orderId: unknown;
  let providerPaymentId: unknown;
  if (type === 'payment.captured' || type === 'payment.failed') {
    subject = payment;
    orderId = payment?.order_id;
    providerPaymentId = payment?.id;
  } else if (type === 'refund.processed') {
    subject = body.payload.refund?.entity;
    orderId = payment?.order_id ?? notesOf(subject).order_id;
    providerPaymentId = subject?.payment_id;
  } else {
    // Our transfers carry our order in their notes (see transferTo).
    subject = body.payload.transfer?.entity;
    orderId = notesOf(subject).order_id;
    providerPaymentId = subject?.source;
  }
  if (!subject || !text(subject.id) || !text(orderId) || !Number.isSafeInteger(subject.amount) || !text(subject.currency)) return [];
  return [
    {
      id: `${type}:${subject.id}`,
      type,
      orderId,
      providerPaymentId: text(providerPaymentId) ? providerPaymentId : null,
      amountPaise: subject.amount as number,
      currency: subject.currency,
    },
  ];
}

// --- Route: linked accounts and transfers ---

/** The creator's linked account: the one remembered, or one made now from their bank account; null when they have none. */
async function linkedAccount(tx: Tx, creatorId: string): Promise<string | null> {
  const [row] = await tx
    .select({ method: creatorPayoutMethods, email: creators.email, phone: creators.phone, name: creators.name })
    .from(creatorPayoutMethods)
    .innerJoin(creators, eq(creators.id, creatorPayoutMethods.creatorId))
    .where(eq(creatorPayoutMethods.creatorId, creatorId));
  if (!row) return null;
  if (row.method.razorpayAccountId) return row.method.razorpayAccountId;
  if (row.method.kind !== 'bank') return null;
  const account = await call<{ id: string }>('POST', '/v2/accounts', {
    email: row.email,
    phone: row.phone.replace(/\D/g, '').slice(-10),
    type: 'route',
    legal_business_name: row.method.accountName,
    business_type: 'individual',
    contact_name: row.name,
    profile: { category: 'others', subcategory: 'others' },
    notes: { creator_id: creatorId },
  });
  const product = await call<{ id: string }>('POST', `/v2/accounts/${account.id}/products`, { product_name: 'route', tnc_accepted: true });
  await call('PATCH', `/v2/accounts/${account.id}/products/${product.id}`, {
    settlements: { account_number: row.method.accountNumber, ifsc_code: row.method.ifsc, beneficiary_name: row.method.accountName },
    tnc_accepted: true,
  });
  await tx.update(creatorPayoutMethods).set({ razorpayAccountId: account.id }).where(eq(creatorPayoutMethods.creatorId, creatorId));
  return account.id;
}

async function transferTo(account: string, move: MoneyMove, onHold: boolean): Promise<Transfer> {
  const answer = await call<Collection<Transfer>>('POST', `/v1/payments/${move.providerPaymentId}/transfers`, {
    transfers: [
      {
        account,
        amount: move.amountPaise,
        currency: 'INR',
        on_hold: onHold,
        notes: { payment_id: move.paymentId, order_id: move.orderId },
      },
    ],
  });
  return answer.items[0]!;
}

/** Our transfers of a captured payment that still hold money (not fully reversed). */
async function openTransfers(providerPaymentId: string): Promise<Transfer[]> {
  const answer = await call<Collection<Transfer>>('GET', `/v1/payments/${providerPaymentId}/transfers`);
  return answer.items.filter((t) => t.amount - (t.amount_reversed ?? 0) > 0);
}

export const razorpayProvider: PaymentProvider = {
  name: 'razorpay',
  async createOrder({ paymentId, amountPaise }) {
    const order = await call<{ id: string }>('POST', '/v1/orders', {
      amount: amountPaise,
      currency: 'INR',
      receipt: paymentId,
      notes: { payment_id: paymentId },
    });
    return { orderId: order.id };
  },
  checkoutFor() {
    return { keyId: env().RAZORPAY_KEY_ID! };
  },
  verifyWebhook(rawBody, headers) {
    const secret = env().RAZORPAY_WEBHOOK_SECRET;
    const given = headers.get(SIGNATURE_HEADER) ?? '';
    if (!secret || !/^[0-9a-f]{64}$/.test(given)) return null;
    if (!crypto.timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(signRazorpay(rawBody, secret), 'hex'))) return null;
    return parse(rawBody);
  },
  async refund({ providerPaymentId, amountPaise }) {
    if (!providerPaymentId) throw new RazorpayError('A Razorpay refund needs the captured payment');
    // Money moved on to a creator's linked account comes back first: as much of it as the refund needs.
    let owed = amountPaise;
    for (const t of await openTransfers(providerPaymentId)) {
      if (owed <= 0) break;
      const amount = Math.min(owed, t.amount - (t.amount_reversed ?? 0));
      await call('POST', `/v1/transfers/${t.id}/reversals`, { amount });
      owed -= amount;
    }
    const refund = await call<{ id: string }>('POST', `/v1/payments/${providerPaymentId}/refund`, { amount: amountPaise, speed: 'normal' });
    return { refundId: refund.id };
  },
  async hold(tx, move) {
    if (!move.providerPaymentId) return;
    // A capture whose first delivery failed after Razorpay made the transfer (our transaction rolled
    // back) comes again: the transfer it made is the one held.
    const ours = (await openTransfers(move.providerPaymentId)).some((t) => notesOf(t).payment_id === move.paymentId);
    if (ours) return;
    const account = await linkedAccount(tx, move.creatorId);
    // No linked account yet: the money stays with us and is transferred on release.
    if (account) await transferTo(account, move, true);
  },
  async payout(tx, move) {
    if (!move.providerPaymentId) return { payoutId: null, paid: false };
    const held = (await openTransfers(move.providerPaymentId)).find((t) => t.on_hold);
    if (held) {
      await call('PATCH', `/v1/transfers/${held.id}`, { on_hold: false });
      return { payoutId: held.id, paid: true };
    }
    const account = await linkedAccount(tx, move.creatorId);
    if (!account) return { payoutId: null, paid: false };
    const transfer = await transferTo(account, move, false);
    return { payoutId: transfer.id, paid: false };
  },
};
