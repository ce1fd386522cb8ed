import 'server-only';
import { z } from '@/lib/zod';
import { idString, isoDate, type RouteOperations } from '@/lib/openapi/operation';
import { csvAnswer } from '@/lib/reports/json-schemas';
import { statementQuerySchema } from '@/lib/payments/schemas';

const creatorStatement = z.object({
  hasPayoutMethod: z.boolean().describe('False until a payout method is saved: released money then waits as payable'),
  payouts: z.array(
    z.object({
      paymentId: idString,
      collaborationId: idString,
      campaignName: z.string(),
      brandName: z.string(),
      state: z.enum(['held', 'disputed', 'payable', 'paid_out', 'refunded']),
      amountPaise: z.int().describe('What is theirs: the fee while held, what was released to them after (0 when refunded to the brand)'),
      fundedAt: isoDate,
      releasedAt: isoDate.nullable(),
      paidOutAt: isoDate.nullable(),
    }),
  ),
  totals: z.object({ heldPaise: z.int(), payablePaise: z.int(), paidOutPaise: z.int() }),
});

export const openapi: RouteOperations = {
  GET: {
    tag: 'Payments',
    summary: 'The creator’s payouts',
    description:
      'The signed-in creator, job by job (funded ones), newest first: held (or frozen by a dispute), released and waiting as payable (no payout method yet), or paid out, with the dates; and the totals. `format=csv` answers the rows as CSV (rupees with two decimals, dates in India time).',
    access: 'creator',
    query: statementQuerySchema,
    ok: [{ status: 200, description: 'The payouts', schema: creatorStatement }, csvAnswer],
    errors: [],
  },
};
