import { route } from '@/lib/route';
import { portfolioItemParamsSchema, portfolioUpdateSchema } from '@/lib/portfolio/schemas';
import { deletePortfolioItem, updatePortfolioItem } from '@/lib/portfolio/service';

/** Changes one of the creator's own items: `caption` and/or `position` (0 first). */
export const PATCH = route({ auth: 'creator', body: 'json', bodySchema: portfolioUpdateSchema, params: portfolioItemParamsSchema }, ({ actor, body, params }) =>
  updatePortfolioItem(actor, params.id, body),
);

/** Deletes one of the creator's own items. */
export const DELETE = route({ auth: 'creator', params: portfolioItemParamsSchema }, ({ actor, params }) => deletePortfolioItem(actor, params.id));
