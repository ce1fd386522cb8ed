import 'server-only';
import { z } from '@/lib/zod';
import { idString, isoDate, type RouteOperations } from '@/lib/openapi/operation';
import { csvAnswer } from '@/lib/reports/json-schemas';
import { statementQuerySchema } from '@/lib/payments/schemas';
import { paymentStatuses } from '@/models';

const paise = (what: string) => z.int().describe(`${what}, in paise`);

const brandStatement = z.object({
  entries: z.array(
    z.object({
      kind: z.enum(['funding', 'refund']),
      date: isoDate,
      paymentId: idString,
      collaborationId: idString,
      campaignName: z.string(),
      creatorName: z.string(),
      feePaise: paise('The creator’s fee'),
      platformFeePaise: paise('Our platform fee'),
      gstPaise: paise('GST on the platform fee'),
      totalPaise: paise('The sum (what was paid, or given back)'),
      status: z.enum(paymentStatuses).describe('The payment’s status now'),
      invoice: z.object({ _id: idString, number: z.string() }).nullable().describe('The funding’s tax invoice (funding entries)'),
    }),
  ),
  totals: z.object({
    fundedPaise: paise('Everything paid in'),
    refundedPaise: paise('Everything given back'),
    netPaise: paise('Paid in less given back'),
    platformFeePaise: paise('Platform fees kept'),
    gstPaise: paise('GST on them'),
  }),
});

export const openapi: RouteOperations = {
  GET: {
    tag: 'Payments',
    summary: 'The brand’s payments',
    description:
      'The signed-in brand: every funding (with its tax invoice) and every refund, newest first, and their totals. `format=csv` answers the same rows as CSV (rupees with two decimals, dates in India time).',
    access: 'brand',
    query: statementQuerySchema,
    ok: [{ status: 200, description: 'The statement', schema: brandStatement }, csvAnswer],
    errors: [],
  },
};
