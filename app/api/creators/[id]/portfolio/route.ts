import { route } from '@/lib/route';
import { creatorPortfolioParamsSchema } from '@/lib/portfolio/schemas';
import { listPublicPortfolio } from '@/lib/portfolio/service';

/** A creator's portfolio, in their order: public. */
export const GET = route({ auth: 'none', params: creatorPortfolioParamsSchema }, ({ params }) => listPublicPortfolio(params.id));
