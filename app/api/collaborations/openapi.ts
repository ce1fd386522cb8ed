import 'server-only';
import { z } from '@/lib/zod';
import { idString, isoDate, type RouteOperations } from '@/lib/openapi/operation';
import { collaborationListQuerySchema } from '@/lib/collaborations/schemas';

const listItem = z.looseObject({
  _id: idString,
  status: z.string(),
  order: z.boolean().describe('A package order (the creator answers it)'),
  unread: z.int(),
  updatedAt: isoDate,
});

export const openapi: RouteOperations = {
  GET: {
    tag: 'Collaborations',
    summary: 'The caller’s collaborations',
    description: 'Either role; most recent activity first, paged with `after`.',
    access: 'any',
    query: collaborationListQuerySchema,
    ok: [{ status: 200, description: 'A page', schema: z.object({ collaborations: z.array(listItem), nextCursor: z.string().nullable() }) }],
  },
};
