import { route } from '@/lib/route';
import { listCreatorInvitations } from '@/lib/invitations/service';

/** The creator's invitations, newest first: `{invitations: [...]}`. */
export const GET = route({ auth: 'creator' }, ({ actor }) => listCreatorInvitations(actor));
