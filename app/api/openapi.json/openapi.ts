import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Platform',
    summary: 'This document',
    description: 'OpenAPI 3.1, generated from the schemas the routes validate with; cached 5 minutes, with an ETag.',
    access: 'none',
    ok: [{ status: 200, description: 'The OpenAPI document', schema: z.looseObject({ openapi: z.string() }) }],
  },
};
