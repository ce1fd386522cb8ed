import { route } from '@/lib/route';
import { creatorIdParamsSchema } from '@/lib/creators/schemas';
import { getCreatorForBrand } from '@/lib/creators/service';

/** A creator's public profile for a signed-in brand (phone only when they are negotiating). */
export const GET = route({ auth: 'brand', params: creatorIdParamsSchema }, ({ actor, params }) => getCreatorForBrand(actor, params.id));
