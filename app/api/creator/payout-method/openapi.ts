import 'server-only';
import { z } from '@/lib/zod';
import { isoDate, type RouteOperations } from '@/lib/openapi/operation';
import { payoutMethodBodySchema } from '@/lib/payout-method/schemas';

const maskedPayoutMethod = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('upi'), upiId: z.string().describe('Masked: `pr•••@okaxis`'), updatedAt: isoDate }),
    z.object({
      kind: z.literal('bank'),
      bankAccount: z.object({ name: z.string(), ifsc: z.string(), accountNumber: z.string().describe('Masked: `••••1234`') }),
      updatedAt: isoDate,
    }),
  ])
  .describe('Where released money is paid out; the UPI ID and the account number are masked in every answer');

export const openapi: RouteOperations = {
  GET: {
    tag: 'Payments',
    summary: 'The creator’s payout method, masked',
    description: 'Null until the creator gives one; released money then waits as payable.',
    access: 'creator',
    ok: [{ status: 200, description: 'The payout method (masked), or null', schema: z.object({ payoutMethod: maskedPayoutMethod.nullable() }) }],
  },
  PUT: {
    tag: 'Payments',
    summary: 'Set the creator’s payout method',
    description:
      'Either `{upiId}` (`name@handle`) or `{bankAccount: {name, ifsc, accountNumber}}` (IFSC like `HDFC0001234`, account number 9–18 digits); replaces the one saved before. The answer shows it masked.',
    access: 'creator',
    body: { kind: 'json', schema: payoutMethodBodySchema },
    ok: [{ status: 200, description: 'Saved', schema: z.object({ payoutMethod: maskedPayoutMethod, message: z.string() }) }],
  },
};
