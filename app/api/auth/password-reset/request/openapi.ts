import 'server-only';
import { messageSchema, type RouteOperations } from '@/lib/openapi/operation';
import { resetRequestSchema } from '@/lib/auth/password-reset-schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Tokens and sessions',
    summary: 'Mail a password-reset code',
    description: 'The answer is the same whether the account exists or not.',
    access: 'none',
    body: { kind: 'json', schema: resetRequestSchema },
    ok: [{ status: 200, description: 'Code mailed if the account exists', schema: messageSchema }],
    limited: true,
  },
};
