import 'server-only';
import { type RouteOperations } from '@/lib/openapi/operation';
import { collaborationParamsSchema } from '@/lib/collaborations/schemas';
import { z } from '@/lib/zod';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Collaborations',
    access: 'any',
    params: collaborationParamsSchema,
    summary: 'Mark the other side’s messages seen',
    ok: [{ status: 200, description: 'How many were new', schema: z.object({ seen: z.int() }) }],
    errors: [404],
  },
};
