import 'server-only';
import { env } from '@/lib/env';
import { localProvider } from './local';

/** A provider's event about an order, once its signature is proven. */
export type ProviderEvent = {
  id: string;
  type: 'payment.captured' | 'payment.failed' | 'refund.processed';
  orderId: string;
  providerPaymentId: string | null;
  amountPaise: number;
  currency: string;
};

/** What every payment provider offers us (the local one, later Razorpay). */
export type PaymentProvider = {
  name: string;
  /** An order for the brand to pay: its id, and where the brand pays it (a page of ours for the local provider). */
  createOrder(input: { paymentId: string; amountPaise: number }): Promise<{ orderId: string; url?: string; keyId?: string }>;
  /**
   * The events of a webhook, or null when its signature is missing or wrong. The signature is
   * checked over the raw bytes before anything in them is read.
   */
  verifyWebhook(rawBody: string, headers: Headers): ProviderEvent[] | null;
  refund(input: { orderId: string; providerPaymentId: string | null; amountPaise: number }): Promise<{ refundId: string }>;
  /** Pays a creator; `paid` when the money left at once (the local provider). */
  payout(input: { paymentId: string; creatorId: string; amountPaise: number }): Promise<{ payoutId: string; paid: boolean }>;
};

const PROVIDERS: Record<string, PaymentProvider> = { local: localProvider };

/** The provider the settings choose. */
export function activeProvider(): PaymentProvider {
  return PROVIDERS[env().PAYMENT_PROVIDER]!;
}

/** A provider by the name in a webhook's address, or null. */
export function providerNamed(name: string): PaymentProvider | null {
  return Object.hasOwn(PROVIDERS, name) ? PROVIDERS[name]! : null;
}
