import { route } from '@/lib/route';
import { listOpenFlags } from '@/lib/flags/queue';

/** The open reports from users, grouped by item, each item as its reporters saw it. */
export const GET = route({ auth: 'operator' }, () => listOpenFlags());
