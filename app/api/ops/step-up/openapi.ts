import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { isoDate } from '@/lib/openapi/operation';
import { opsStepUpSchema } from '@/lib/ops/schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Operators',
    summary: 'Confirm a fresh TOTP code',
    description:
      'After a 403 `totp_required`: a code from the app (or a recovery code) allows the actions that need one for 15 minutes. A code is accepted once.',
    access: 'operator',
    body: { kind: 'json', schema: opsStepUpSchema },
    ok: [{ status: 200, description: 'Confirmed', schema: z.object({ message: z.string(), totpAt: isoDate }) }],
    limited: true,
  },
};
