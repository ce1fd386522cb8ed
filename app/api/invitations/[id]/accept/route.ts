import { route } from '@/lib/route';
import { invitationIdParamsSchema } from '@/lib/invitations/schemas';
import { acceptInvitation } from '@/lib/invitations/service';

/** The invited creator accepts: `{message, collaborationId}` of the active collaboration it made. */
export const POST = route({ auth: 'creator', body: 'none', params: invitationIdParamsSchema }, ({ actor, params }) => acceptInvitation(actor, params.id));
