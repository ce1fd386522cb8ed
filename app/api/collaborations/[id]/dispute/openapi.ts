import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { collaborationParamsSchema } from '@/lib/collaborations/schemas';
import { disputeBodySchema } from '@/lib/payments/schemas';
import { paymentJson } from '@/lib/payments/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Payments',
    summary: 'Open a dispute about the money',
    description:
      'Either side, with a `reason`, on a funded job before its money is released: the money is frozen (no release on completion, no auto-release, no refund on cancel) until an operator settles it.',
    access: 'any',
    params: collaborationParamsSchema,
    body: { kind: 'json', schema: disputeBodySchema },
    ok: [{ status: 201, description: 'Opened', schema: z.object({ message: z.string(), payment: paymentJson }) }],
    errors: [404, 409],
  },
};
