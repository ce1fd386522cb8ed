import { route } from '@/lib/route';
import { directoryQuerySchema } from '@/lib/creators/directory-schemas';
import { searchCreators } from '@/lib/creators/directory';

/** The creator directory for brands: search, filters, sort and cursor paging; never e-mail or phone. */
export const GET = route({ auth: 'brand', query: directoryQuerySchema }, ({ actor, query }) => searchCreators(actor, query));
