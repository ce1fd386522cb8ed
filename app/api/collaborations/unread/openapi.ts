import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Collaborations',
    summary: 'Unread messages across collaborations',
    access: 'any',
    ok: [{ status: 200, description: 'The navigation badge', schema: z.object({ unread: z.int() }) }],
  },
};
