import { route } from '@/lib/route';
import { brandRequestsView } from '@/lib/participation/service';

export const dynamic = 'force-dynamic';

export const GET = route({ auth: 'brand' }, ({ actor }) => brandRequestsView(actor));
