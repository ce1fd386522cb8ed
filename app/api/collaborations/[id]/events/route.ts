import { route } from '@/lib/route';
import { collaborationParamsSchema } from '@/lib/collaborations/schemas';
import { canWatch } from '@/lib/collaborations/service';
import { clientIp } from '@/lib/http/caller';
import { openStream } from '@/lib/realtime/streams';

export const dynamic = 'force-dynamic';

/** Server-Sent Events of one collaboration: `message`, `status`, `seen`, and `resync` after a gap. */
export const GET = route({ auth: 'any', params: collaborationParamsSchema }, async ({ actor, claims, params, req }) => {
  await canWatch(actor, params.id);
  return openStream(actor, claims!, { signal: req.signal, ip: clientIp(req) }, { collaborationId: params.id, badges: false });
});
