import { route } from '@/lib/route';
import { notificationFeed } from '@/lib/notifications/service';

export const dynamic = 'force-dynamic';

export const GET = route({ auth: 'brand' }, ({ actor }) => notificationFeed(actor));
