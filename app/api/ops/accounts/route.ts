import { route } from '@/lib/route';
import { moderationSearchSchema, searchAccounts } from '@/lib/moderation';

/** Operators: brands and creators by name, e-mail, phone or GSTIN (`?q=`), newest first. */
export const GET = route({ auth: 'operator', query: moderationSearchSchema }, ({ query }) => searchAccounts(query.q));
