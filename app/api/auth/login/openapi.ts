import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { genericLoginSchema } from '@/lib/auth/login-schemas';
import { brandJson, creatorJson, tokens } from '@/lib/auth/json-schemas';
import { roleSchema } from '@/lib/auth/schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Tokens and sessions',
    summary: 'Sign-in for either role',
    description:
      'The account decides the role; `redirectTo` names its dashboard. An optional phone check takes `phoneNumber` with `verificationCode` or `idToken`.',
    access: 'none',
    body: { kind: 'json', schema: genericLoginSchema },
    ok: [
      {
        status: 200,
        description: 'Signed in',
        schema: z.object({ ...tokens, role: roleSchema, redirectTo: z.string(), user: z.union([brandJson, creatorJson]), message: z.string() }),
      },
    ],
    limited: true,
  },
};
