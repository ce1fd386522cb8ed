import 'server-only';
import { z } from '@/lib/zod';
import { idString, type RouteOperations } from '@/lib/openapi/operation';
import { shortlistIdParamsSchema, shortlistInviteBodySchema } from '@/lib/invitations/schemas';

const skipped = z.object({ creatorId: idString, name: z.string(), reason: z.string() });

const warned = z.object({ creatorId: idString, name: z.string(), warning: z.string() });

export const openapi: RouteOperations = {
  POST: {
    tag: 'Shortlists',
    summary: 'Invite a whole shortlist',
    description: 'To one of the brand’s open campaigns; answers who was invited, skipped and why, and eligibility warnings.',
    access: 'brand',
    params: shortlistIdParamsSchema,
    body: { kind: 'json', schema: shortlistInviteBodySchema },
    ok: [
      {
        status: 200,
        description: 'A summary',
        schema: z.object({ message: z.string(), invited: z.int(), skipped: z.array(skipped), warnings: z.array(warned) }),
      },
    ],
    errors: [404, 409],
    limited: true,
  },
};
