import { route } from '@/lib/route';
import { requestIdParamsSchema } from '@/lib/participation/schemas';
import { withdrawRequest } from '@/lib/participation/service';

export const DELETE = route({ auth: 'creator', params: requestIdParamsSchema }, ({ actor, params }) => withdrawRequest(actor, params.id));
