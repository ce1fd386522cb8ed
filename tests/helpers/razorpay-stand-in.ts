import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback stand-in of the Razorpay endpoints lib/payments/razorpay.ts calls (orders, refunds,
// Route transfers and their reversals, linked accounts), on 127.0.0.1 at a free port. It checks
// the basic auth of the key pair, keeps what it was asked in memory, records every call, and makes
// Razorpay's webhooks (the shape of its payloads) signed with real HMAC-SHA256 under the webhook
// secret. No test reaches outside.

export type StandInCall = { method: string; path: string; body: Record<string, unknown> | null };
type Transfer = {
  id: string;
  entity: 'transfer';
  source: string;
  recipient: string;
  amount: number;
  amount_reversed: number;
  currency: string;
  on_hold: boolean;
  notes: Record<string, string>;
};
type Payment = { id: string; entity: 'payment'; order_id: string; amount: number; currency: string; status: string };

export type RazorpayStandIn = {
  url: string;
  calls: StandInCall[];
  orders: Map<string, { id: string; amount: number; currency: string; receipt: string }>;
  transfers: Map<string, Transfer>;
  refunds: { id: string; payment_id: string; amount: number }[];
  /** The calls to `path` (exact, or a RegExp), in order. */
  callsTo(method: string, path: string | RegExp): StandInCall[];
  /** The brand pays an order in Checkout: a captured payment of its amount (or `amount`), and its signed payment.captured webhook. */
  pay(orderId: string, amount?: number): { payment: Payment; webhook: SignedWebhook };
  /** A signed webhook of Razorpay's shape: `event` about `entities` (payment, refund, transfer). */
  webhook(event: string, entities: Record<string, object>): SignedWebhook;
  /** The signed transfer.processed webhook of a transfer the stand-in made. */
  transferProcessed(transferId: string): SignedWebhook;
  close(): Promise<void>;
};

export type SignedWebhook = { rawBody: string; headers: Record<string, string> };

export async function startRazorpayStandIn(opts: { keyId: string; keySecret: string; webhookSecret: string }): Promise<RazorpayStandIn> {
  const calls: StandInCall[] = [];
  const orders = new Map<string, { id: string; amount: number; currency: string; receipt: string }>();
  const payments = new Map<string, Payment>();
  const transfers = new Map<string, Transfer>();
  const refunds: { id: string; payment_id: string; amount: number }[] = [];
  let n = 0;
  const id = (prefix: string) => `${prefix}_${(++n).toString().padStart(6, '0')}${crypto.randomBytes(4).toString('hex')}`;
  const auth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;

  const routes: [string, RegExp, (m: RegExpMatchArray, body: Record<string, unknown>) => [number, unknown]][] = [
    [
      'POST',
      /^\/v1\/orders$/,
      (_, b) => {
        if (!Number.isSafeInteger(b.amount) || (b.amount as number) < 100 || b.currency !== 'INR') return bad('amount or currency');
        const order = { id: id('order'), entity: 'order', amount: b.amount as number, currency: 'INR', receipt: String(b.receipt), status: 'created' };
        orders.set(order.id, order);
        return [200, order];
      },
    ],
    [
      'POST',
      /^\/v1\/payments\/([^/]+)\/refund$/,
      ([, pay], b) => {
        const p = payments.get(pay!);
        if (!p) return notFound();
        const refunded = refunds.filter((r) => r.payment_id === pay).reduce((s, r) => s + r.amount, 0);
        const amount = b.amount === undefined ? p.amount - refunded : (b.amount as number);
        if (!Number.isSafeInteger(amount) || amount <= 0 || refunded + amount > p.amount) return bad('refund amount');
        const refund = { id: id('rfnd'), entity: 'refund', payment_id: pay!, amount, currency: 'INR', status: 'processed' };
        refunds.push(refund);
        return [200, refund];
      },
    ],
    [
      'POST',
      /^\/v1\/payments\/([^/]+)\/transfers$/,
      ([, pay], b) => {
        const p = payments.get(pay!);
        if (!p) return notFound();
        const items = (b.transfers as Record<string, unknown>[]).map((t) => {
          const transfer: Transfer = {
            id: id('trf'),
            entity: 'transfer',
            source: pay!,
            recipient: String(t.account),
            amount: t.amount as number,
            amount_reversed: 0,
            currency: 'INR',
            on_hold: Boolean(t.on_hold),
            notes: (t.notes as Record<string, string>) ?? {},
          };
          transfers.set(transfer.id, transfer);
          return transfer;
        });
        return [200, { entity: 'collection', count: items.length, items }];
      },
    ],
    [
      'GET',
      /^\/v1\/payments\/([^/]+)\/transfers$/,
      ([, pay]) => {
        const items = [...transfers.values()].filter((t) => t.source === pay);
        return [200, { entity: 'collection', count: items.length, items }];
      },
    ],
    [
      'PATCH',
      /^\/v1\/transfers\/([^/]+)$/,
      ([, trf], b) => {
        const t = transfers.get(trf!);
        if (!t) return notFound();
        if (typeof b.on_hold === 'boolean') t.on_hold = b.on_hold;
        return [200, t];
      },
    ],
    [
      'POST',
      /^\/v1\/transfers\/([^/]+)\/reversals$/,
      ([, trf], b) => {
        const t = transfers.get(trf!);
        if (!t) return notFound();
        const amount = b.amount === undefined ? t.amount - t.amount_reversed : (b.amount as number);
        if (!Number.isSafeInteger(amount) || amount <= 0 || t.amount_reversed + amount > t.amount) return bad('reversal amount');
        t.amount_reversed += amount;
        return [200, { id: id('rvrsl'), entity: 'reversal', transfer_id: t.id, amount, currency: 'INR' }];
      },
    ],
    ['POST', /^\/v2\/accounts$/, () => [200, { id: id('acc'), type: 'route', status: 'created' }]],
    ['POST', /^\/v2\/accounts\/([^/]+)\/products$/, ([, acc]) => [200, { id: id('acc_prd'), account_id: acc, product_name: 'route' }]],
    ['PATCH', /^\/v2\/accounts\/([^/]+)\/products\/([^/]+)$/, ([, acc, prd]) => [200, { id: prd, account_id: acc, activation_status: 'activated' }]],
  ];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      let body: Record<string, unknown> | null = null;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      calls.push({ method: req.method ?? '', path, body });
      const send = (status: number, answer: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      if (req.headers.authorization !== auth) return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      for (const [method, pattern, handle] of routes) {
        const m = method === req.method ? path.match(pattern) : null;
        if (m) return send(...handle(m, body ?? {}));
      }
      send(...notFound());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const webhook = (event: string, entities: Record<string, object>): SignedWebhook => {
    const payload = Object.fromEntries(Object.entries(entities).map(([k, entity]) => [k, { entity }]));
    const rawBody = JSON.stringify({
      entity: 'event',
      account_id: 'acc_standin',
      event,
      contains: Object.keys(entities),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    const signature = crypto.createHmac('sha256', opts.webhookSecret).update(rawBody).digest('hex');
    return { rawBody, headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': id('evt') } };
  };

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    orders,
    transfers,
    refunds,
    callsTo: (method, path) => calls.filter((c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path))),
    pay(orderId, amount) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`the stand-in has no order ${orderId}`);
      const payment: Payment = { id: id('pay'), entity: 'payment', order_id: orderId, amount: amount ?? order.amount, currency: 'INR', status: 'captured' };
      payments.set(payment.id, payment);
      return { payment, webhook: webhook('payment.captured', { payment }) };
    },
    webhook,
    transferProcessed(transferId) {
      const transfer = transfers.get(transferId);
      if (!transfer) throw new Error(`the stand-in has no transfer ${transferId}`);
      return webhook('transfer.processed', { transfer });
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}

const bad = (what: string): [number, unknown] => [400, { error: { code: 'BAD_REQUEST_ERROR', description: `Invalid ${what}` } }];
const notFound = (): [number, unknown] => [404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } }];
