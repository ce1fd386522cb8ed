import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { messageSchema } from '@/lib/openapi/operation';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Operators',
    summary: 'Operator sign-out',
    description: 'Ends the session at once: its token is refused from then on.',
    access: 'operator',
    ok: [{ status: 200, description: 'Signed out', schema: messageSchema }],
  },
};
