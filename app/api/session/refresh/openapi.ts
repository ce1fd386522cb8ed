import 'server-only';
import { messageSchema, type RouteOperations } from '@/lib/openapi/operation';
import { sessionRefreshQuerySchema } from '@/lib/auth/schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Tokens and sessions',
    summary: 'Browser: renew the session and go back',
    description: 'Rotates the role’s refresh cookie and redirects to `next` (a path on this site); without a live session, to the sign-up page.',
    access: 'none',
    query: sessionRefreshQuerySchema,
    ok: [{ status: 307, description: 'Redirect (cookies renewed or cleared)', contentType: null }],
    limited: true,
  },
  POST: {
    tag: 'Tokens and sessions',
    summary: 'Browser: renew the session cookies',
    description: 'Rotates the role’s refresh cookie (`{role}_refresh`) and sets new cookies; the web client calls it after a 401.',
    access: 'none',
    query: sessionRefreshQuerySchema,
    ok: [{ status: 200, description: 'Cookies renewed', schema: messageSchema }],
    limited: true,
  },
};
