import { route } from '@/lib/route';
import { cancelBodySchema, collaborationParamsSchema } from '@/lib/collaborations/schemas';
import { cancelCollaboration } from '@/lib/collaborations/service';

/** Either side ends an open job: `{reason}`. */
export const POST = route({ auth: 'any', body: 'json', bodySchema: cancelBodySchema, params: collaborationParamsSchema }, ({ actor, params, body }) =>
  cancelCollaboration(actor, params.id, body.reason),
);
