import type { PaymentStatus } from '@/models';

// The words the money statements use for where money stands, on the pages and in the CSV alike (client-safe).

/** Where a creator's money of one job stands. */
export type PayoutState = 'held' | 'disputed' | 'payable' | 'paid_out' | 'refunded';

/** A payment's status in the brand's words. */
export const PAYMENT_WORDS: Record<PaymentStatus, string> = {
  unfunded: 'Unfunded',
  pending: 'Pending',
  funded: 'Held',
  disputed: 'In dispute',
  released: 'Released',
  paid_out: 'Released',
  refunded: 'Refunded',
};

/** A creator's money in their words. */
export const PAYOUT_WORDS: Record<PayoutState, string> = {
  held: 'Held',
  disputed: 'In dispute',
  payable: 'Payable',
  paid_out: 'Paid out',
  refunded: 'Refunded to the brand',
};
