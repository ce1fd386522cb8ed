import 'server-only';
import { z } from '@/lib/zod';
import { idString, isoDate } from '@/lib/openapi/operation';
import { paymentStatuses } from '@/models';

// The JSON of a payment as the API reference describes it (follows lib/payments/serialize.ts).

export const paymentJson = z.object({
  _id: idString,
  status: z.enum(paymentStatuses),
  feePaise: z.int().describe('The creator’s fee, in paise'),
  platformFeePaise: z.int().describe('Our fee (PLATFORM_FEE_PERCENT of the fee), in paise'),
  gstPaise: z.int().describe('GST, 18% of the platform fee, in paise'),
  totalPaise: z.int().describe('What the brand pays: fee + platform fee + GST'),
  provider: z.string(),
  orderId: z.string().nullable(),
  fundedAt: isoDate.nullable(),
  releasedAt: isoDate.nullable(),
  refundedAt: isoDate.nullable(),
  paidOutAt: isoDate.nullable(),
  autoReleaseAt: isoDate.nullable(),
  creatorPaise: z.int().nullable(),
  dispute: z.object({ by: z.enum(['brand', 'creator']), reason: z.string(), at: isoDate }).nullable(),
  settlement: z.object({ at: isoDate, note: z.string().nullable() }).nullable(),
  invoiceId: idString.nullable().describe('The funding’s tax invoice (GET /api/payments/{id}/invoice for the brand); null before the job is funded'),
});

export const checkoutJson = z.object({
  provider: z.enum(['local', 'razorpay']),
  orderId: z.string(),
  amountPaise: z.int(),
  currency: z.literal('INR'),
  url: z.string().optional().describe('Where the brand pays (the local provider’s page)'),
  keyId: z.string().optional().describe('Razorpay’s key id, for its Checkout on the page (PAYMENT_PROVIDER=razorpay)'),
});
