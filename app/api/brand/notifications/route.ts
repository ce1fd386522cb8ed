import { route } from '@/lib/route';
import { countUnread, listNotifications } from '@/lib/notifications/service';

export const dynamic = 'force-dynamic';

export const GET = route({ auth: 'brand' }, async ({ actor }) => {
  const [notifications, unread] = await Promise.all([listNotifications(actor), countUnread(actor)]);
  return { notifications, unread };
});
