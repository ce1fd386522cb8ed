import 'server-only';
import { messageSchema, type RouteOperations } from '@/lib/openapi/operation';
import { z } from '@/lib/zod';
import { roleSchema } from '@/lib/auth/schemas';

const sessionQuery = z.object({ role: roleSchema });

const logoutBody = z.object({ token: z.string().max(4096).optional() });

export const openapi: RouteOperations = {
  POST: {
    tag: 'Tokens and sessions',
    summary: 'Sign out one role',
    description: 'Revokes the refresh-token family (the `token` sent, or the role’s refresh cookie) and clears the cookies.',
    access: 'none',
    query: sessionQuery,
    body: { kind: 'json', schema: logoutBody },
    ok: [{ status: 200, description: 'Signed out', schema: messageSchema }],
  },
};
