import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Platform',
    summary: 'Liveness',
    description: 'For orchestrators: 200 while the process is up and answers. Touches no database or other service (readiness is `/api/health/ready`).',
    access: 'none',
    ok: [{ status: 200, description: 'Up', schema: z.object({ status: z.literal('ok'), checks: z.object({ process: z.literal('ok') }) }) }],
  },
};
