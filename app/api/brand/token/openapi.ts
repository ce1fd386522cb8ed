import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { tokenBodySchema } from '@/lib/auth/schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Tokens and sessions',
    summary: 'New brand access token',
    description: 'API clients: a new access token for the refresh token they keep; the refresh token stays valid.',
    access: 'none',
    body: { kind: 'json', schema: tokenBodySchema },
    ok: [{ status: 200, description: 'A fresh access token', schema: z.object({ accessToken: z.string() }) }],
    limited: true,
  },
};
