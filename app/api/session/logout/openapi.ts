import 'server-only';
import { messageSchema, type RouteOperations } from '@/lib/openapi/operation';
import { logoutBodySchema, signOutSchema } from '@/lib/auth/schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Tokens and sessions',
    summary: 'Sign out one role',
    description: 'Revokes the refresh-token family (the `token` sent, or the role’s refresh cookie) and clears the cookies.',
    access: 'none',
    query: signOutSchema,
    body: { kind: 'json', schema: logoutBodySchema },
    ok: [{ status: 200, description: 'Signed out', schema: messageSchema }],
  },
};
