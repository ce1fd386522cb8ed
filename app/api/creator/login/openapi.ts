import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { creatorLoginSchema } from '@/lib/creators/schemas';
import { creatorSession } from '@/lib/auth/json-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Creator sign-up and sign-in',
    summary: 'Creator sign-in',
    access: 'none',
    body: { kind: 'json', schema: creatorLoginSchema },
    ok: [{ status: 200, description: 'Signed in', schema: creatorSession }],
    limited: true,
  },
};
