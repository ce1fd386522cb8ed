import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { creatorPortfolioParamsSchema } from '@/lib/portfolio/schemas';
import { portfolioList } from '@/lib/portfolio/json-schemas';

export const openapi: RouteOperations = {
  GET: {
    tag: 'Creator directory',
    summary: 'A creator’s portfolio',
    description: 'At most 12 images and posts, in the creator’s order. Public; an unknown (or suspended) creator is a 404.',
    access: 'none',
    params: creatorPortfolioParamsSchema,
    ok: [{ status: 200, description: 'The portfolio', schema: portfolioList }],
    errors: [404],
  },
};
