import { route } from '@/lib/route';
import { markRead } from '@/lib/notifications/service';
import { markReadBodySchema } from '@/lib/participation/schemas';

export const POST = route({ auth: 'brand', body: 'json', bodySchema: markReadBodySchema }, async ({ actor, body }) => ({
  message: 'Notifications marked as read',
  updated: await markRead(actor, body.ids),
}));
