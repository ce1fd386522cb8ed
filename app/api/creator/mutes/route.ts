import { route } from '@/lib/route';
import { listMutedBrands } from '@/lib/invitations/service';

/** The brands the creator muted: `{brands: [...]}`. */
export const GET = route({ auth: 'creator' }, ({ actor }) => listMutedBrands(actor));
