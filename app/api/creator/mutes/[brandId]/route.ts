import { route } from '@/lib/route';
import { brandIdParamsSchema } from '@/lib/invitations/schemas';
import { muteBrand, unmuteBrand } from '@/lib/invitations/service';

/** Mute a brand: no more invitations from it (idempotent). */
export const PUT = route({ auth: 'creator', body: 'none', params: brandIdParamsSchema }, ({ actor, params }) => muteBrand(actor, params.brandId));

/** Unmute a brand (idempotent). */
export const DELETE = route({ auth: 'creator', params: brandIdParamsSchema }, ({ actor, params }) => unmuteBrand(actor, params.brandId));
