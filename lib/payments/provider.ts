import 'server-only';
import { env } from '@/lib/env';
import type { Tx } from '@/lib/db';
import { localProvider } from './local';
import { razorpayProvider } from './razorpay';

/** A provider's event about an order, once its signature is proven. */
export type ProviderEvent = {
  id: string;
  type: 'payment.captured' | 'payment.failed' | 'refund.processed' | 'transfer.processed';
  orderId: string;
  providerPaymentId: string | null;
  amountPaise: number;
  currency: string;
};

/** What a payout or hold is about: our payment, its order and the provider's payment, the creator and the amount. */
export type MoneyMove = { paymentId: string; orderId: string; providerPaymentId: string | null; creatorId: string; amountPaise: number };

/** What every payment provider offers us (the embedded local one, and Razorpay). */
export type PaymentProvider = {
  name: string;
  /** An order for the brand to pay (`paymentId` is ours, the order's receipt). */
  createOrder(input: { paymentId: string; amountPaise: number }): Promise<{ orderId: string }>;
  /** Where and how the brand pays an order: a page of ours (local) or the key for the provider's own checkout (Razorpay). */
  checkoutFor(orderId: string): { url?: string; keyId?: string };
  /**
   * The events of a webhook, or null when its signature is missing or wrong. The signature is
   * checked over the raw bytes before anything in them is read.
   */
  verifyWebhook(rawBody: string, headers: Headers): ProviderEvent[] | null;
  /** Gives the brand `amountPaise` of a captured payment back (whatever the provider must undo first, e.g. held transfers). */
  refund(input: { orderId: string; providerPaymentId: string | null; amountPaise: number }): Promise<{ refundId: string }>;
  /** Sets the creator's fee aside at the provider once the money is in, until it is released (Razorpay: a Route transfer on hold). */
  hold?(tx: Tx, input: MoneyMove): Promise<void>;
  /** Pays a creator; `paid` when the money left at once, else the provider's event tells (transfer.processed). */
  payout(tx: Tx, input: MoneyMove): Promise<{ payoutId: string | null; paid: boolean }>;
};

const PROVIDERS: Record<string, PaymentProvider> = { local: localProvider, razorpay: razorpayProvider };

/** The provider the settings choose. */
export function activeProvider(): PaymentProvider {
  return PROVIDERS[env().PAYMENT_PROVIDER]!;
}

/** A provider by the name in a webhook's address (or a payment's row), or null. */
export function providerNamed(name: string): PaymentProvider | null {
  return Object.hasOwn(PROVIDERS, name) ? PROVIDERS[name]! : null;
}
