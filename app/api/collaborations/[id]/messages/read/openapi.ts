import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';
import { collaborationParamsSchema } from '@/lib/collaborations/schemas';

export const openapi: RouteOperations = {
  POST: {
    tag: 'Collaborations',
    summary: 'Mark the other side’s messages seen',
    access: 'any',
    params: collaborationParamsSchema,
    ok: [{ status: 200, description: 'How many were new', schema: z.object({ seen: z.int() }) }],
    errors: [404],
  },
};
