import { route } from '@/lib/route';
import { collaborationParamsSchema } from '@/lib/collaborations/schemas';
import { markThreadSeen } from '@/lib/collaborations/service';

/** Marks the other side's messages in the thread as seen: `{seen}` is how many were new. */
export const POST = route({ auth: 'any', params: collaborationParamsSchema }, ({ actor, params }) => markThreadSeen(actor, params.id));
