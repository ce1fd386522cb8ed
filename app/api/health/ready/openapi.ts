import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';

const result = z.enum(['ok', 'skipped', 'failed']);

export const openapi: RouteOperations = {
  GET: {
    tag: 'Platform',
    summary: 'Readiness',
    description:
      'For load balancers: 200 while this server can serve, else 503 with `Retry-After` and a `message` naming the checks that failed. ' +
      '`checks`: the database answers, every committed migration is applied, Redis answers (`skipped` without REDIS_URL), and this ' +
      'process’s queue workers run (`skipped` with WORKERS=0). Each check is bounded to under a second.',
    access: 'none',
    ok: [
      {
        status: 200,
        description: 'Ready',
        schema: z.object({
          status: z.literal('ok'),
          checks: z.object({ database: result, migrations: result, redis: result, queue: result }),
        }),
      },
    ],
    errors: [503],
  },
};
