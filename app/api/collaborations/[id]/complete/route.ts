import { route } from '@/lib/route';
import { collaborationParamsSchema, completeBodySchema } from '@/lib/collaborations/schemas';
import { completeCollaboration } from '@/lib/collaborations/service';

/** The brand confirms the live job is done, and says whether the creator may show it in their portfolio. */
export const POST = route({ auth: 'any', body: 'json', bodySchema: completeBodySchema, params: collaborationParamsSchema }, ({ actor, params, body }) =>
  completeCollaboration(actor, params.id, body),
);
