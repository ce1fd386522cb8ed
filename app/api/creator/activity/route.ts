import { route } from '@/lib/route';
import { notificationFeed } from '@/lib/notifications/service';

export const dynamic = 'force-dynamic';

// Every kind of the creator's notifications: what our pages and API clients read.
export const GET = route({ auth: 'creator' }, ({ actor }) => notificationFeed(actor));
