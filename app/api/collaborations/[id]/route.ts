import { route } from '@/lib/route';
import { collaborationParamsSchema } from '@/lib/collaborations/schemas';
import { getCollaboration } from '@/lib/collaborations/service';

export const dynamic = 'force-dynamic';

/** One of the caller's collaborations with its brief, content versions, timeline and `trackingUrl`. */
export const GET = route({ auth: 'any', params: collaborationParamsSchema }, async ({ actor, params }) => ({
  collaboration: await getCollaboration(actor, params.id),
}));
