import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { collaborationParamsSchema } from '@/lib/collaborations/schemas';

const stream = { status: 200, description: 'Server-Sent Events', contentType: 'text/event-stream' } as const;

export const openapi: RouteOperations = {
  GET: {
    tag: 'Collaborations',
    summary: 'Live events of one collaboration',
    description:
      'Server-Sent Events: `message`, `status`, `seen`, and `resync` after a gap. Counts towards the account’s and the address’s streams, as `/api/events` says (`superseded`, 429).',
    access: 'any',
    params: collaborationParamsSchema,
    ok: [stream],
    errors: [404],
    limited: true,
  },
};
