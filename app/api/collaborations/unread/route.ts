import { route } from '@/lib/route';
import { countUnreadMessages } from '@/lib/collaborations/service';

export const dynamic = 'force-dynamic';

/** Unread messages across the caller's collaborations (the navigation badge): `{unread}`. */
export const GET = route({ auth: 'any' }, async ({ actor }) => ({ unread: await countUnreadMessages(actor) }));
