import { route } from '@/lib/route';
import { openStream } from '@/lib/realtime/streams';

export const dynamic = 'force-dynamic';

/** Server-Sent Events of the signed-in user, for the navigation badges: `unread` and `activity`. */
export const GET = route({ auth: 'any' }, async ({ actor, claims, req }) => openStream(actor, claims!, req.signal));
