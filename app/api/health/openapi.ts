import 'server-only';
import { z } from '@/lib/zod';
import type { RouteOperations } from '@/lib/openapi/operation';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Platform',
    summary: 'Health check',
    description:
      'For load balancers: 200 while the database answers, else 503 with `Retry-After`. Both carry `clicks`, this server’s click buffer: ' +
      'clicks waiting to be written, its bound (CLICK_BUFFER_MAX), and clicks redirected but not recorded since start because it was full.',
    access: 'none',
    ok: [
      {
        status: 200,
        description: 'Up',
        schema: z.object({
          status: z.literal('ok'),
          clicks: z.object({ buffered: z.number().int(), max: z.number().int(), dropped: z.number().int() }),
        }),
      },
    ],
    errors: [503],
  },
};
