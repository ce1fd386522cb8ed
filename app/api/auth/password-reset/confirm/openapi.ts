import 'server-only';
import { messageSchema, type RouteOperations } from '@/lib/openapi/operation';
import { resetConfirmSchema } from '@/lib/auth/password-reset-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Tokens and sessions',
    summary: 'Set a new password with the mailed code',
    description: 'Also signs the account out everywhere (every refresh token is revoked).',
    access: 'none',
    body: { kind: 'json', schema: resetConfirmSchema },
    ok: [{ status: 200, description: 'Password changed', schema: messageSchema }],
    limited: true,
  },
};
