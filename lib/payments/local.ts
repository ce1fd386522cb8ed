import 'server-only';
import crypto from 'node:crypto';
import { env } from '@/lib/env';
import { hasNul } from '@/lib/http/body';
import type { PaymentProvider, ProviderEvent } from './provider';

// The embedded provider (like the mail and SMS outboxes): the brand "pays" on our own page
// /pay/{orderId}, whose buttons deliver a signed webhook to our webhook route as a provider would
// (deliverLocalEvent); refunds are immediate and payouts are recorded as paid at once.

/** The header carrying the hex HMAC-SHA256 of the raw body under PAYMENT_WEBHOOK_SECRET. */
const LOCAL_SIGNATURE_HEADER = 'x-collabmarket-signature';

const random = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('base64url')}`;

export function signLocal(rawBody: string): string {
  return crypto.createHmac('sha256', env().PAYMENT_WEBHOOK_SECRET).update(rawBody).digest('hex');
}

const EVENT_TYPES = new Set<ProviderEvent['type']>(['payment.captured', 'payment.failed', 'refund.processed']);

/** The body a local webhook carries (Razorpay's shape, trimmed). */
type LocalBody = { id: string; event: ProviderEvent['type']; payload: { order_id: string; payment_id: string | null; amount: number; currency: string } };

function parse(rawBody: string): ProviderEvent[] {
  let body: LocalBody;
  try {
    body = JSON.parse(rawBody) as LocalBody;
  } catch {
    return [];
  }
  // A NUL anywhere is refused as the JSON routes refuse it (lib/http/body.ts): PostgreSQL cannot store one.
  if (hasNul(body)) return [];
  const p = body?.payload;
  if (!text(body?.id) || !EVENT_TYPES.has(body.event) || !p || !text(p.order_id) || !Number.isSafeInteger(p.amount)) return [];
  if (p.payment_id != null && !text(p.payment_id)) return [];
  return [
    {
      id: body.id.slice(0, 200),
      type: body.event,
      orderId: p.order_id.slice(0, 200),
      providerPaymentId: typeof p.payment_id === 'string' ? p.payment_id.slice(0, 200) : null,
      amountPaise: p.amount,
      currency: String(p.currency).slice(0, 10),
    },
  ];
}

/** A non-empty string: an event's id, order or payment. */
function text(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

export const localProvider: PaymentProvider = {
  name: 'local',
  async createOrder() {
    return { orderId: random('order_local') };
  },
  checkoutFor(orderId) {
    return { url: `/pay/${orderId}` };
  },
  verifyWebhook(rawBody, headers) {
    const given = headers.get(LOCAL_SIGNATURE_HEADER) ?? '';
    const want = signLocal(rawBody);
    if (!/^[0-9a-f]{64}$/.test(given) || !crypto.timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(want, 'hex'))) return null;
    return parse(rawBody);
  },
  async refund() {
    return { refundId: random('rfnd_local') };
  },
  async payout() {
    return { payoutId: random('pout_local'), paid: true };
  },
};

/** A signed webhook of the local provider about `orderId`, as it would come over the wire. */
export function localWebhook(input: { orderId: string; type: ProviderEvent['type']; amountPaise: number; eventId?: string }): {
  rawBody: string;
  headers: Headers;
} {
  const body: LocalBody = {
    id: input.eventId ?? random('evt_local'),
    event: input.type,
    payload: { order_id: input.orderId, payment_id: input.type === 'payment.failed' ? null : random('pay_local'), amount: input.amountPaise, currency: 'INR' },
  };
  const rawBody = JSON.stringify(body);
  return { rawBody, headers: new Headers({ 'content-type': 'application/json', [LOCAL_SIGNATURE_HEADER]: signLocal(rawBody) }) };
}
