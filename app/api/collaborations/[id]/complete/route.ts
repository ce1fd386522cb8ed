import { route } from '@/lib/route';
import { collaborationParamsSchema } from '@/lib/collaborations/schemas';
import { completeCollaboration } from '@/lib/collaborations/service';

/** The brand confirms the live job is done. */
export const POST = route({ auth: 'any', body: 'none', params: collaborationParamsSchema }, ({ actor, params }) => completeCollaboration(actor, params.id));
