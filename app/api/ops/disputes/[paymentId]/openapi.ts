import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { paymentParamsSchema } from '@/lib/ops-queue/schemas';
import { disputeDetailJson } from '@/lib/ops-queue/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Operators: disputes and jobs',
    summary: 'One dispute',
    description:
      'A payment (in dispute or settled) with the reason, the job’s message thread, its content versions, its live posts, the money and its ledger. Operators only; an unknown payment is 404.',
    access: 'operator',
    params: paymentParamsSchema,
    ok: [{ status: 200, description: 'The dispute', schema: disputeDetailJson }],
    errors: [404],
  },
};
