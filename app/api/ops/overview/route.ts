import { route } from '@/lib/route';
import { opsOverview } from '@/lib/ops';

/** The console's opening figures: accounts, campaigns, active collaborations, money, disputes, failures in the last 24 h. */
export const GET = route({ auth: 'operator' }, async () => opsOverview());
