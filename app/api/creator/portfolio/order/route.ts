import { route } from '@/lib/route';
import { portfolioOrderSchema } from '@/lib/portfolio/schemas';
import { reorderPortfolio } from '@/lib/portfolio/service';

/** Puts the creator's portfolio in a new order: `{ids: [...]}`, every item once. */
export const PUT = route({ auth: 'creator', body: 'json', bodySchema: portfolioOrderSchema }, ({ actor, body }) => reorderPortfolio(actor, body.ids));
