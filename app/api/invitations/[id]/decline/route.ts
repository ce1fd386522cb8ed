import { route } from '@/lib/route';
import { declineBodySchema, invitationIdParamsSchema } from '@/lib/invitations/schemas';
import { declineInvitation } from '@/lib/invitations/service';

/** The invited creator declines: `{reason?}`. */
export const POST = route({ auth: 'creator', body: 'json', bodySchema: declineBodySchema, params: invitationIdParamsSchema }, ({ actor, params, body }) =>
  declineInvitation(actor, params.id, body),
);
