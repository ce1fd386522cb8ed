import { route } from '@/lib/route';
import { brandRequestsView } from '@/lib/participation/queries';

export const dynamic = 'force-dynamic';

export const GET = route({ auth: 'brand' }, ({ actor }) => brandRequestsView(actor));
