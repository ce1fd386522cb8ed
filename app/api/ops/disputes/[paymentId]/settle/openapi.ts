import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { paymentParamsSchema, settleBodySchema } from '@/lib/ops-queue/schemas';
import { settledJson } from '@/lib/ops-queue/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Operators: disputes and jobs',
    summary: 'Settle a dispute',
    description:
      'Release the fee to the creator, refund the brand in full, or split the fee (`creatorPaise` to the creator, the rest of the fee back to the brand); the note shows to both sides on the job’s Payment card and goes into the audit log. Needs a TOTP check within 15 minutes (else 403 `totp_required`: `POST /api/ops/step-up`). A payment not in dispute (settled already) is 409 and no money moves.',
    access: 'operator',
    params: paymentParamsSchema,
    body: { kind: 'json', schema: settleBodySchema },
    ok: [{ status: 200, description: 'Settled', schema: settledJson }],
    errors: [403, 404, 409],
  },
};
