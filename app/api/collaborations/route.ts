import { route } from '@/lib/route';
import { collaborationListQuerySchema } from '@/lib/collaborations/schemas';
import { listCollaborations } from '@/lib/collaborations/service';

export const dynamic = 'force-dynamic';

/** The caller's own collaborations (either role), most recent activity first: `{collaborations, nextCursor}`. */
export const GET = route({ auth: 'any', query: collaborationListQuerySchema }, ({ actor, query }) => listCollaborations(actor, query));
