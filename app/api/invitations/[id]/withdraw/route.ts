import { route } from '@/lib/route';
import { invitationIdParamsSchema } from '@/lib/invitations/schemas';
import { withdrawInvitation } from '@/lib/invitations/service';

/** The inviting brand takes back a pending invitation. */
export const POST = route({ auth: 'brand', body: 'none', params: invitationIdParamsSchema }, ({ actor, params }) => withdrawInvitation(actor, params.id));
