import { route } from '@/lib/route';
import { userEventsQuerySchema } from '@/lib/collaborations/schemas';
import { canWatch } from '@/lib/collaborations/service';
import { clientIp } from '@/lib/http/caller';
import { openStream } from '@/lib/realtime/streams';

export const dynamic = 'force-dynamic';

/**
 * Server-Sent Events of the signed-in user, for the navigation badges: `unread` and `activity`;
 * with `?collaboration=<id>`, that collaboration's `message`, `status` and `seen` as well, so a
 * collaboration page holds one stream.
 */
export const GET = route({ auth: 'any', query: userEventsQuerySchema }, async ({ actor, claims, query, req }) => {
  if (query.collaboration) await canWatch(actor, query.collaboration);
  return openStream(actor, claims!, { signal: req.signal, ip: clientIp(req) }, { collaborationId: query.collaboration, badges: true });
});
