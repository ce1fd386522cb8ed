import { route } from '@/lib/route';
import { listMyRequests } from '@/lib/participation/queries';

export const dynamic = 'force-dynamic';

export const GET = route({ auth: 'creator' }, ({ actor }) => listMyRequests(actor));
