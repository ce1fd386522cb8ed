import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { userEventsQuerySchema } from '@/lib/collaborations/schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Platform',
    summary: 'Live events of the signed-in user',
    description:
      'Server-Sent Events for the navigation badges: `unread` and `activity`; with `collaboration`, that collaboration’s `message`, `status` and `seen` too (one stream per page). ' +
      'An account keeps its 10 newest streams (STREAMS_PER_ACCOUNT): the oldest gets `superseded` and ends, and should not reconnect until its person is back. ' +
      'Past 50 streams from one address (STREAMS_PER_IP), 429 with `Retry-After`.',
    access: 'any',
    query: userEventsQuerySchema,
    ok: [{ status: 200, description: 'Server-Sent Events', contentType: 'text/event-stream' }],
    errors: [404],
    limited: true,
  },
};
