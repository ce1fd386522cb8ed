import 'server-only';
import type { RouteOperations } from '@/lib/openapi/operation';
import { portfolioItemParamsSchema, portfolioUpdateSchema } from '@/lib/portfolio/schemas';
import { portfolioAnswer } from '@/lib/portfolio/json-schemas';

export const openapi: RouteOperations = {
  PATCH: {
    tag: 'Creator directory',
    summary: 'Change a portfolio item',
    description: 'A new `caption` (at most 200 characters) and/or `position` (0 first; the others move aside). The creator’s own items only (404 otherwise).',
    access: 'creator',
    params: portfolioItemParamsSchema,
    body: { kind: 'json', schema: portfolioUpdateSchema },
    ok: [{ status: 200, description: 'Saved', schema: portfolioAnswer }],
    errors: [404],
  },
  DELETE: {
    tag: 'Creator directory',
    summary: 'Delete a portfolio item',
    description: 'The creator’s own items only (404 otherwise).',
    access: 'creator',
    params: portfolioItemParamsSchema,
    ok: [{ status: 200, description: 'Deleted', schema: portfolioAnswer }],
    errors: [404],
  },
};
