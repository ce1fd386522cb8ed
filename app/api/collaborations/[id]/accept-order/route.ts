import { route } from '@/lib/route';
import { collaborationParamsSchema } from '@/lib/collaborations/schemas';
import { acceptOrder } from '@/lib/packages/orders';

/** The creator accepts a paid package order: the job is active. */
export const POST = route({ auth: 'creator', body: 'none', params: collaborationParamsSchema }, ({ actor, params }) => acceptOrder(actor, params.id));
