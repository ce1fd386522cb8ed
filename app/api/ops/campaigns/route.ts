import { route } from '@/lib/route';
import { moderationSearchSchema, searchCampaigns } from '@/lib/moderation';

/** Operators: campaigns by name, brand or id (`?q=`), newest first, hidden ones marked. */
export const GET = route({ auth: 'operator', query: moderationSearchSchema }, ({ query }) => searchCampaigns(query.q));
